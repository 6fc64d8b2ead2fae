import { getEnv } from '@/env';
import * as policy from './csp.mjs';

/**
 * The two kinds of page, for the Content-Security-Policy (docs/decisions/public-page-csp.md):
 * - `dynamic`: rendered per request (admin, account, sign-in flows): scripts only with this response's nonce, set
 *   by the proxy, which runs only for these paths (src/proxy.ts matcher).
 * - `cached`: rendered once and served to everyone from the cache (the storefront, the API, 404s): no nonce can be
 *   in a shared page, so scripts come from this origin and Next's inline payload scripts are allowed. Its headers
 *   come from next.config.mjs, fixed at build. Everything else is the same strict policy.
 */
export type { PageKind } from './csp.mjs';
export const { dynamicPagePrefixes, pageKindFor } = policy;

function options() {
  const env = getEnv();
  return {
    isDev: env.NODE_ENV === 'development',
    uploadthing: env.STORAGE === 'uploadthing',
    https: env.APP_URL.startsWith('https://'),
  };
}

export function contentSecurityPolicy(kind: 'dynamic', nonce: string): string;
export function contentSecurityPolicy(kind: 'cached'): string;
export function contentSecurityPolicy(kind: policy.PageKind, nonce?: string): string {
  return policy.contentSecurityPolicy(kind, { ...options(), nonce });
}

/** The headers every response carries besides its Content-Security-Policy. */
export function securityHeaders(): Record<string, string> {
  const env = getEnv();
  return policy.securityHeaders({
    https: env.APP_URL.startsWith('https://'),
    production: env.NODE_ENV === 'production',
  });
}
