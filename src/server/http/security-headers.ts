import { getEnv } from '@/env';

/** The headers every response carries. The CSP allows scripts only with this request's nonce. */
export function buildSecurityHeaders(nonce: string): Record<string, string> & { 'Content-Security-Policy': string } {
  const env = getEnv();
  const isHttps = env.APP_URL.startsWith('https://');
  const isDev = env.NODE_ENV === 'development';
  const uploadthing = env.STORAGE === 'uploadthing';

  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    // React and Radix set style attributes at run time; styles cannot run code, scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${uploadthing ? ' https://*.ufs.sh' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${uploadthing ? ' https://*.ingest.uploadthing.com' : ''}${isDev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(isHttps && env.NODE_ENV === 'production'
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
  };
}
