import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';

/** How many times a failed read is tried again, and how long to wait before it (docs/decisions/query-retries.md). */
export const QUERY_RETRY_DELAY_MS = 300;

/**
 * A read is tried again once, quickly, when the server failed (5xx) or the network did (status 0); an answer the
 * server meant (4xx: bad input, signed out, forbidden, not found) is final, so its error shows at once.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiRequestError) return error.status === 0 || error.status >= 500;
  return true;
}

/** Client-side server state: 60 s default freshness (spec section 9); features override per query. */
function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
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

/** A fresh client with the app's defaults (tests). */
export const createQueryClient = makeQueryClient;
