export { proxy } from '../proxy';

// Next reads this literally, so it cannot be re-exported. Only the per-request pages (their nonce CSP and the
// sign-in redirect; the list is dynamicPagePrefixes in src/server/http/csp.mjs, a test keeps both in step) and
// uploaded files (their own CSP) pass through the proxy, and the fundraiser pages (an earlier address redirects, query kept); everything else gets its headers from next.config.mjs and
// is served from the cache without running any code. POSTs that Next would run as a server action also pass
// through it (a same-origin check), wherever they are sent: an action can be called on any page.
export const config = {
  matcher: [
    '/admin/:path*',
    '/settings/:path*',
    '/captain/:path*',
    '/login/:path*',
    '/register/:path*',
    '/forgot-password/:path*',
    '/reset-password/:path*',
    '/invites/:path*',
    '/uploads/:path*',
    // Only an earlier address is answered there, query kept (src/server/http/fundraiser-address-redirect.ts).
    '/fundraisers/:path*',
    { source: '/((?!_api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!_api/|_next/).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
  ],
};
