import { gatePage } from '@/server/auth/page-gate';

export default async function TeamManagementLayout({ children }: { children: React.ReactNode }) {
  // The shell's gate, above the loading state, so a refusal is a real 403; the page checks again itself.
  await gatePage('/captain/team-management');
  return children;
}
