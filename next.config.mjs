/** @type {import('next').NextConfig} */
const nextConfig = {
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
