import { AccessDenied } from '@/components/auth/access-denied';
import { gatePage } from '@/server/auth/page-gate';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/admin');
  return gate.allowed ? children : <AccessDenied role={gate.user.role} />;
}
