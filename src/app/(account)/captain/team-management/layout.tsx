import { gatePage } from '@/server/auth/page-gate';

export default async function TeamManagementLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/captain/team-management');
  // The shell's gate; the page checks again itself (see gatePage).
  return gate.allowed ? children : gate.denied;
}
