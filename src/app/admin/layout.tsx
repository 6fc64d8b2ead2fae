import { QueryProvider } from '@/components/providers/query-provider';
import { gatePage } from '@/server/auth/page-gate';

// Rendered per request (the session gate reads cookies), with a per-request CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const gate = await gatePage('/admin');
  // The shell's gate; the page checks again itself (see gatePage).
  return gate.allowed ? <QueryProvider>{children}</QueryProvider> : gate.denied;
}
