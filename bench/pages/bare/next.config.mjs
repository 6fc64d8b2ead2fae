// The bare Next.js app that `npm run bench:pages` (scripts/bench-pages.mjs) measures the shop against. It has no
// package.json or node_modules of its own: `next` and `react` resolve upward from the repository's node_modules, so
// it always runs the shop's exact Next version. Turbopack only resolves files inside its root, which it would find
// by walking up to the repository's package-lock.json; the root is set explicitly so that does not depend on it.
// Trap: with the root above this folder, Turbopack also finds the shop's src/instrumentation.ts (and bundles, without
// registering, its proxy.ts); this folder's own empty instrumentation.js keeps the shop's start-up out of this app.
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false, // as in the shop
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot, // must equal turbopack.root
  // Read once at build time and inlined: the benchmark sets them to the shop's measured sizes (lib/content.js).
  env: {
    BENCH_BARE_FILLER_BYTES: process.env.BENCH_BARE_FILLER_BYTES ?? '30000',
    BENCH_BARE_JSON_ITEMS: process.env.BENCH_BARE_JSON_ITEMS ?? '12',
    BENCH_BARE_JSON_BYTES: process.env.BENCH_BARE_JSON_BYTES ?? '8000',
  },
};

export default nextConfig;
