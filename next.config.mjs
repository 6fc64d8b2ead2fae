import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Next's cache plus "nothing from before this start" and the shared tag log for several instances.
  cacheHandler: fileURLToPath(new URL('./src/server/cache/cache-handler.mjs', import.meta.url)),
  experimental: {
    // Rendered pages live in memory (bounded by cacheMaxMemorySize); the disk copy would never be served again
    // after a restart anyway (see the cache handler), and random URLs must not fill the disk.
    isrFlushToDisk: false,
  },
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships a WASM build and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'pg', '@neondatabase/serverless', 'ws'],
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/images/**' }, { pathname: '/uploads/**' }],
    // Images stored by UploadThing (STORAGE=uploadthing).
    remotePatterns: [{ protocol: 'https', hostname: '*.ufs.sh', pathname: '/f/**' }],
  },
};

export default nextConfig;
