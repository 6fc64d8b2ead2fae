import type { UserRole } from '@/lib/roles';
import { endpoint, jsonOf } from './endpoint';

/*
 * Kept apart from ./auth.ts and free of request schemas: the session store reads the session on every page, public
 * ones included, whose first load must not carry zod (tests/e2e/lean-pages.spec.ts).
 */

/** The signed-in user as the API returns it: never the password hash or session version. */
export type AuthUser = {
  id: number;
  email: string;
  role: UserRole;
  displayName: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
};

/** Who is signed in (spec section 9). */
export const sessionEndpoints = {
  session: endpoint({
    method: 'GET',
    path: '/_api/auth/session',
    access: 'public',
    response: jsonOf<{ user: AuthUser | null }>(),
  }),
};
