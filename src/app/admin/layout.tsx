import { QueryProvider } from '@/components/providers/query-provider';

// Rendered per request (the session gate reads cookies), with a per-request CSP nonce (proxy.ts).
export const dynamic = 'force-dynamic';

/**
 * No gate here: a layout's `forbidden()` is caught above admin/forbidden.tsx. Each admin segment gates itself in its
 * own layout, above its loading state (a real 403), and in its page (see gatePage); the provider holds no data.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
