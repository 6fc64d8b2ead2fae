import { NextResponse, type NextRequest } from 'next/server';
import { isMeetupPath } from '@/lib/paths/meetup';
import { protectedAreaFor } from '@/server/auth/access';
import { sessionCookieName } from '@/server/auth/auth';
import { isFundraiserPagePath, redirectEarlierFundraiserAddress } from '@/server/http/fundraiser-address-redirect';
import { isSameOriginWrite, isServerActionPost } from '@/server/http/same-origin';
import { contentSecurityPolicy, pageKindFor, securityHeaders } from '@/server/http/security-headers';

/**
 * Runs before the per-request pages and uploaded files only (Next 16's replacement for middleware.ts, on the Node
 * runtime; the matcher is in `src/proxy.ts`, which Next loads beside `app/`): a fresh CSP nonce for each page, the
 * security headers, and the sign-in redirect for protected areas when there is no session cookie. Every other path
 * gets the cached pages' headers from next.config.mjs, so serving a cached page runs no code of ours, except the
 * fundraiser pages: an earlier address is redirected here with its query (fundraiser-address-redirect.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A cached public page: only an earlier address is answered here (a 308, query kept); everything else passes as is.
  if (isFundraiserPagePath(pathname) && !isServerActionPost(request)) return redirectEarlierFundraiserAddress(request);
  const headers = securityHeaders();
  // Meetup mode reads the buyer's QR code with the rear camera: its pages, and only they, may use it.
  if (isMeetupPath(pathname))
    headers['Permissions-Policy'] = headers['Permissions-Policy']!.replace('camera=()', 'camera=(self)');
  // A server action (the contact form without JavaScript) is a public POST endpoint: a cross-site one is refused
  // here with a 403, as route() refuses one to /_api; Next's own check would answer it with a 500.
  if (isServerActionPost(request) && !isSameOriginWrite(request)) {
    return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403, headers });
  }
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
