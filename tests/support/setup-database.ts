import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { resetEnvForTests } from '@/env';
import { closeDb } from '@/server/db';
import { registerDatabaseStartup } from '@/server/startup/database';

/*
 * Each test file gets its own fresh database: an in-memory PGlite, or a new database
 * created on the machine's PostgreSQL (dropped afterwards) for the pg and neon projects.
 */
const kind = process.env.TEST_DB_KIND ?? 'pglite';

Object.assign(process.env, {
  SEED_DEMO: '0',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-js-0123456789',
  ADMIN_EMAIL: 'admin@test.local',
  ADMIN_PASSWORD: 'Admin-password-1',
  APP_URL: 'http://localhost:3000',
});

let databaseName: string | undefined;

if (kind === 'pglite') {
  process.env.DATABASE_URL = 'pglite://memory';
  process.env.DATABASE_DRIVER = 'pglite';
} else {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the pg and neon test projects');
  databaseName = `sg_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_DRIVER = kind;
  if (kind === 'neon') process.env.NEON_WS_PROXY = inject('neonWsProxy');
}
resetEnvForTests();
// Each fresh database is migrated and gets its admin on first use, as at a server's start.
registerDatabaseStartup();

afterAll(async () => {
  // A mail-outbox drain kicked by the last test would otherwise reopen the database being dropped. Imported here, not
  // at the top: a setup file's imports load before the test file's vi.mock of the mail module could apply to them.
  const { mailOutboxIdle } = await import('@/server/mail/outbox-sender');
  await mailOutboxIdle();
  await closeDb();
  if (databaseName) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});
