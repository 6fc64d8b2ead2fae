import { NextResponse, type NextRequest } from 'next/server';
import { protectedAreaFor } from '@/server/auth/access';
import { sessionCookieName } from '@/server/auth/auth';
import { contentSecurityPolicy, pageKindFor, securityHeaders } from '@/server/http/security-headers';

/**
 * Runs before every request (Next 16's replacement for middleware.ts, on the Node runtime): the security headers on
 * every response, a fresh CSP nonce for the per-request pages, and the sign-in redirect for protected areas when
 * there is no session cookie. Cached public pages get the cache-compatible policy and no nonce: reading one would
 * not matter (their HTML is rendered once for everyone), and leaving the request untouched keeps them cacheable.
 * Next only loads the file beside `app/`, so `src/proxy.ts` re-exports this one with its matcher.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const headers = securityHeaders();
  const kind = pageKindFor(pathname);
  const nonce = kind === 'dynamic' ? Buffer.from(crypto.randomUUID()).toString('base64') : null;
  // Uploaded files carry their own CSP; Next keeps the proxy's header when both set one.
  headers['Content-Security-Policy'] = pathname.startsWith('/uploads/')
    ? "default-src 'none'; sandbox"
    : nonce
      ? contentSecurityPolicy('dynamic', nonce)
      : contentSecurityPolicy('cached');

  // Fast path of the route gate: no session cookie at all → sign in first. The page itself checks the role.
  if (protectedAreaFor(pathname) && !request.cookies.has(sessionCookieName())) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    const response = NextResponse.redirect(login);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  let response: NextResponse;
  if (nonce) {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-nonce', nonce);
    // Next reads the nonce from the request's CSP header and stamps it on its own scripts.
    requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next();
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
