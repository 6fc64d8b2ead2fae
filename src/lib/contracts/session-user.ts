import type { UserRole } from '@/lib/roles';

/** The signed-in user as the API answers it: never the password hash or session version. */
export type SessionUserJson = {
  id: number;
  email: string;
  role: UserRole;
  displayName: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
};
