import { gatePage } from '@/server/auth/page-gate';

export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/settings');
  // The shell's gate; the page checks again itself (see gatePage).
  return gate.allowed ? children : gate.denied;
}
