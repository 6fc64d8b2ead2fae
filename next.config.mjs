import { fileURLToPath } from 'node:url';
import { catalogueFilterRewrites } from './src/server/http/catalogue-filter-rewrites.mjs';
import { cachedResponseHeaders } from './src/server/http/csp.mjs';
import { remoteImagePatterns } from './src/server/http/remote-images.mjs';

// The headers of every response the proxy does not handle: the cached public pages, the API, static files, 404s.
// Fixed at build, so build with the production environment (APP_URL, STORAGE). The proxy's own headers win on the
// per-request pages (src/proxy.ts), where the CSP carries a nonce.
const cachedPageHeaders = cachedResponseHeaders(process.env);

// The cached public pages (with their share images, flyers, RSC payloads and cached 404s) may be reused by a browser
// or a shared cache only after asking the shop again: an invalidation reaches the shop's own cache, never an edge, so
// whatever an edge kept would outlive a page taken down (docs/decisions/edge-cache-headers.md). Next sends its own
// `s-maxage=300, stale-while-revalidate=<a year>` only where no Cache-Control was set, so this replaces it. The
// per-request pages keep Next's `private, no-store`; build files, uploads and the API set their own.
const cachedPagePaths = ['/', '/about', '/contact', '/products/:path*', '/campaigns/:path*', '/fundraisers/:path*'];
const pageCacheControl = 'public, max-age=0, must-revalidate';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Next's cache plus "nothing from before this start" and the shared tag log for several instances.
  cacheHandler: fileURLToPath(new URL('./src/server/cache/cache-handler.mjs', import.meta.url)),
  experimental: {
    // Rendered pages live in memory (bounded by cacheMaxMemorySize); the disk copy would never be served again
    // after a restart anyway (see the cache handler), and random URLs must not fill the disk.
    isrFlushToDisk: false,
    // `forbidden()` for a signed-in user with the wrong role: Access Denied with a real 403 (src/app/forbidden.tsx).
    authInterrupts: true,
  },
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every answer to make an ETag (a fifth of the CPU of serving a cached
  // 90 kB fundraiser page, measured): a shared link's visitors are first visits, so the hash is pure cost.
  generateEtags: false,
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(cachedPageHeaders).map(([key, value]) => ({ key, value })),
      },
      ...cachedPagePaths.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: pageCacheControl }] })),
      // The buyer's order page carries its secret key in the address: no referrer may take it to another site.
      { source: '/orders/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
  // A filtered catalogue (`/products?roast=3&note=chocolate`, issue 28) is served from the cached page of its filters,
  // address kept, before any page is looked up (src/server/http/catalogue-filter-rewrites.mjs).
  async rewrites() {
    return { beforeFiles: catalogueFilterRewrites(), afterFiles: [], fallback: [] };
  },
  reactStrictMode: true,
  // PGlite ships a WASM build and data files that must be loaded from node_modules at run time. drizzle-orm and
  // nodemailer are loaded by Node too: one copy in the process for the instrumentation hook and every route, so the
  // start-up warm-up (src/server/warm-up.ts) warms the code the routes run.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    '@neondatabase/serverless',
    'ws',
    'drizzle-orm',
    'nodemailer',
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/uploads/**' }],
    // Images stored by the shop's own UploadThing app (STORAGE=uploadthing; build with UPLOADTHING_TOKEN set), read
    // like an upload: no redirect followed, at most the 5 MB upload limit.
    remotePatterns: remoteImagePatterns(process.env),
    maximumRedirects: 0,
    maximumResponseBody: 5 * 1024 * 1024,
    // Optimized images are kept by the cache handler too (in memory, like pages). Without it Next's own image disk
    // cache is off whenever isrFlushToDisk is, and every image request would be encoded again (~70-150 ms of CPU).
    customCacheHandler: true,
  },
};

export default nextConfig;
