// The security headers, as plain JavaScript: next.config.mjs (headers of the cached pages, fixed at build) and the
// proxy (per-request pages, with a nonce) build them from this one definition. Types in csp.d.mts.

/** Path prefixes of the per-request pages: the (auth) and (account) route groups and /admin. */
export const dynamicPagePrefixes = [
  '/admin',
  '/settings',
  '/captain',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/invites',
];

export function pageKindFor(pathname) {
  return dynamicPagePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    ? 'dynamic'
    : 'cached';
}

export function contentSecurityPolicy(kind, { nonce, isDev, uploadthing, https }) {
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
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export function securityHeaders({ https, production }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https && production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

/**
 * The headers of every answer the proxy does not make: cached pages, the API, static files, 404s. next.config.mjs
 * fixes them at build from the build's environment; scripts/server.mjs adds the same to the static files it
 * compresses itself.
 */
export function cachedResponseHeaders(env) {
  const https = (env.APP_URL ?? '').startsWith('https://');
  return {
    ...securityHeaders({ https, production: env.NODE_ENV === 'production' }),
    'Content-Security-Policy': contentSecurityPolicy('cached', {
      isDev: env.NODE_ENV === 'development',
      uploadthing: env.STORAGE === 'uploadthing',
      https,
    }),
  };
}
