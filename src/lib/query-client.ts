import { QueryClient } from '@tanstack/react-query';

/** Client-side server state: 60 s default freshness (spec section 9); features override per query. */
function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } } });
}

let browserClient: QueryClient | undefined;

/**
 * One cache per browser tab, shared by every <QueryProvider> (the private areas' layouts and the lazily loaded parts
 * of public pages); a fresh one per server render, so no request ever sees another's data.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
