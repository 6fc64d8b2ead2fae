import { NextResponse, type NextRequest } from 'next/server';
import { protectedAreaFor } from '@/server/auth/access';
import { sessionCookieName } from '@/server/auth/auth';
import { buildSecurityHeaders } from '@/server/http/security-headers';

/**
 * Runs before every request (Next 16's replacement for middleware.ts, on the Node runtime):
 * a fresh CSP nonce for each page, the security headers on every response, and the sign-in
 * redirect for protected areas when there is no session cookie.
 * Next only loads the file beside `app/`, so `src/proxy.ts` re-exports this one with its matcher.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const headers = buildSecurityHeaders(nonce);
  // Uploaded files carry their own CSP; Next keeps the proxy's header when both set one.
  if (request.nextUrl.pathname.startsWith('/uploads/'))
    headers['Content-Security-Policy'] = "default-src 'none'; sandbox";

  // Fast path of the route gate: no session cookie at all → sign in first. The page itself checks the role.
  const { pathname, search } = request.nextUrl;
  if (protectedAreaFor(pathname) && !request.cookies.has(sessionCookieName())) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    const response = NextResponse.redirect(login);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
