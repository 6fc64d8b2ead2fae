import { AccessDenied } from '@/components/auth/access-denied';
import { gatePage } from '@/server/auth/page-gate';

export default async function TeamManagementLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/captain/team-management');
  return gate.allowed ? children : <AccessDenied role={gate.user.role} />;
}
