import { AccessDenied } from '@/components/auth/access-denied';
import { gatePage } from '@/server/auth/page-gate';

export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/settings');
  return gate.allowed ? children : <AccessDenied role={gate.user.role} />;
}
