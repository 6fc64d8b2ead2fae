import { getEnv } from '@/env';

/**
 * The two kinds of page, for the Content-Security-Policy (docs/decisions.md "Public page cache"):
 * - `dynamic`: rendered per request (admin, account, sign-in flows): scripts only with this response's nonce.
 * - `cached`: rendered once and served to everyone from the cache (the storefront, 404s): no nonce can be in a
 *   shared page, so scripts come from this origin and Next's inline payload scripts are allowed. Everything else
 *   is the same strict policy.
 */
export type PageKind = 'dynamic' | 'cached';

/** Path prefixes of the per-request pages: the (auth) and (account) route groups and /admin. */
const dynamicPrefixes = [
  '/admin',
  '/settings',
  '/captain',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/invites',
];

export function pageKindFor(pathname: string): PageKind {
  return dynamicPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? 'dynamic'
    : 'cached';
}

export function contentSecurityPolicy(kind: 'dynamic', nonce: string): string;
export function contentSecurityPolicy(kind: 'cached'): string;
export function contentSecurityPolicy(kind: PageKind, nonce?: string): string {
  const env = getEnv();
  const isDev = env.NODE_ENV === 'development';
  const uploadthing = env.STORAGE === 'uploadthing';
  const scripts = kind === 'dynamic' ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${isDev ? " 'unsafe-eval'" : ''}`,
    // React and Radix set style attributes at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${uploadthing ? ' https://*.ufs.sh' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${uploadthing ? ' https://*.ingest.uploadthing.com' : ''}${isDev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(env.APP_URL.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers every response carries besides its Content-Security-Policy. */
export function securityHeaders(): Record<string, string> {
  const env = getEnv();
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(env.APP_URL.startsWith('https://') && env.NODE_ENV === 'production'
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}
