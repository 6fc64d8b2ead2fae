import path from 'node:path';
import { defineConfig } from 'vitest/config';

/*
 * Integration tests run the real route handlers against a real database:
 * embedded PGlite always, and the machine's PostgreSQL through node-postgres and through
 * the Neon serverless driver (via a local WebSocket proxy) when TEST_DATABASE_URL is set.
 */
const shared = {
  setupFiles: ['tests/support/setup-database.ts'],
  include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
  exclude: ['tests/e2e/**'],
  // A guard against a hung test, not a speed target (those live in the bench scripts): property tests placing hundreds
  // of real orders take seconds on an idle machine and over 30 s on a busy one.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    alias: { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts') },
  },
  test: {
    projects: [
      { extends: true as const, test: { ...shared, name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...(postgresUrl
        ? [
            { extends: true as const, test: { ...shared, name: 'postgres', env: { TEST_DB_KIND: 'pg' } } },
            {
              extends: true as const,
              test: {
                ...shared,
                name: 'neon',
                env: { TEST_DB_KIND: 'neon' },
                globalSetup: ['tests/support/neon-ws-proxy.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
