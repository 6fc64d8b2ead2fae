import { QueryProvider } from '@/components/providers/query-provider';

// Sign-in flows are rendered per request so each response carries its own CSP nonce (proxy.ts, pageKindFor).
export const dynamic = 'force-dynamic';

export default function AuthFlowsLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
