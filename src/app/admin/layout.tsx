import { gatePage } from '@/server/auth/page-gate';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/admin');
  // The shell's gate; the page checks again itself (see gatePage).
  return gate.allowed ? children : gate.denied;
}
