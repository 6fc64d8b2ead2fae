import { QueryProvider } from '@/components/providers/query-provider';

// Account pages show the signed-in person's data: rendered per request, with a per-request CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
