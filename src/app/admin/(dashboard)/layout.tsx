import { gatePage } from '@/server/auth/page-gate';

/** The dashboard's gate, above its loading state and below admin/forbidden.tsx, so a refusal is a real 403. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  await gatePage('/admin');
  return children;
}
