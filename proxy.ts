import { NextResponse, type NextRequest } from 'next/server';
import { buildSecurityHeaders } from '@/server/http/security-headers';

/**
 * Runs before every request (Next 16's replacement for middleware.ts, on the Node runtime):
 * a fresh CSP nonce for each page and the security headers on every response.
 * Next only loads the file beside `app/`, so `src/proxy.ts` re-exports this one with its matcher.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const headers = buildSecurityHeaders(nonce);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
