import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getEnv } from '@/env';
import { sanitizeQueryErrors } from './errors';
import { MAINTAIN_EVERY_MS, maintainEmbeddedDatabase } from './maintenance';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';
import type { Database } from './types';
// The start-up work (admin account, demo data) lives above db/, as it uses auth and services; it imports db/types only.
import { runStartupTasks } from '@/server/startup/startup-tasks';

export type { Database, Executor, Transaction } from './types';

type Connection = {
  db: Database;
  driver: 'pglite' | 'pg' | 'neon';
  close: () => Promise<void>;
  /** The embedded database kept in a directory (not in memory): it gets autovacuum's work done by the app. */
  maintained?: boolean;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

async function connect(): Promise<Connection> {
  sanitizeQueryErrors();
  const env = getEnv();
  const url = env.DATABASE_URL;
  const driver =
    env.DATABASE_DRIVER ??
    (!url || url.startsWith('pglite://') ? 'pglite' : /\.neon\.tech(:\d+)?\//.test(url) ? 'neon' : 'pg');

  if (driver === 'pglite') {
    const { openPGlite } = await import('./pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    let client;
    const inMemory = url === 'pglite://memory';
    if (inMemory) {
      client = openPGlite();
    } else {
      const dir = path.resolve(
        /*turbopackIgnore: true*/ url?.replace(/^pglite:\/\//, '') || path.join(env.DATA_DIR, 'db'),
      );
      // PGlite only creates the last path segment itself.
      mkdirSync(path.dirname(dir), { recursive: true });
      client = openPGlite(dir);
    }
    // One FIFO queue whose turns each start on a new event-loop iteration, so the database never starves I/O.
    await takeTurns(client);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Database, driver, close: () => client.close(), maintained: !inMemory };
  }

  if (!url) throw new Error(`DATABASE_DRIVER=${driver} needs DATABASE_URL`);

  if (driver === 'neon') {
    const { Pool, neonConfig } = await import('@neondatabase/serverless');
    const { default: ws } = await import('ws');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
    const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
    neonConfig.webSocketConstructor = ws;
    if (env.NEON_WS_PROXY) {
      const proxy = env.NEON_WS_PROXY;
      neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineConnect = false;
    }
    const pool = new Pool({ connectionString: url, max: 10 });
    pool.on('error', logIdleConnectionError);
    pool.on('connect', (client: PooledClient) => client.on('error', logBusyConnectionError));
    const db = drizzle({ client: pool, schema });
    await withMigrationLock(db as unknown as Database, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    return { db: db as unknown as Database, driver, close: () => pool.end() };
  }

  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', logIdleConnectionError);
  pool.on('connect', (client) => client.on('error', logBusyConnectionError));
  const db = drizzle({ client: pool, schema });
  await withMigrationLock(db as unknown as Database, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return { db: db as unknown as Database, driver, close: () => pool.end() };
}

type PooledClient = { on: (event: 'error', listener: (error: Error) => void) => unknown };

/** An idle pooled connection dropped by the server (restart, failover) must not crash the process. */
function logIdleConnectionError(error: Error) {
  console.error(`[db] idle connection error: ${error.message}`);
}

/**
 * Nor one dropped while a request holds it: the pool listens only on idle connections, and an 'error' nobody listens
 * for is an uncaught exception. The request's own query fails too and answers 503 (src/server/http/route.ts).
 */
function logBusyConnectionError(error: Error) {
  console.error(`[db] connection lost while in use: ${error.message}`);
}

/** Several app instances may start at once against one Postgres: only one migrates at a time. */
async function withMigrationLock(db: Database, run: () => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274001)`);
    await run();
  });
}

type DbState = { promise?: Promise<Connection>; maintenance?: ReturnType<typeof setInterval> };
const globalState = globalThis as typeof globalThis & { __sgDb?: DbState };
const state: DbState = (globalState.__sgDb ??= {});

async function open(): Promise<Connection> {
  const connection = await connect();
  await runStartupTasks(connection.db);
  if (connection.maintained) {
    // PGlite has no autovacuum (src/server/db/maintenance.ts): catch up now, before traffic, then every ten minutes.
    await maintain(connection.db);
    clearInterval(state.maintenance);
    state.maintenance = setInterval(() => void maintain(connection.db), MAINTAIN_EVERY_MS);
    state.maintenance.unref();
  }
  return connection;
}

async function maintain(db: Database) {
  try {
    const started = performance.now();
    const done = await maintainEmbeddedDatabase(db);
    if (done.length > 0) {
      const ms = Math.round(performance.now() - started);
      console.log(`[steam-and-grind] Embedded database maintenance (${ms} ms): ${done.join(', ')}`);
    }
  } catch (error) {
    console.error('[steam-and-grind] Embedded database maintenance failed', error);
  }
}

/**
 * Runs the embedded database's vacuum/analyze pass now (what its ten-minute timer does); null on PostgreSQL, whose
 * autovacuum does this, and for a throw-away in-memory database.
 */
export async function maintainEmbeddedDatabaseNow(): Promise<string[] | null> {
  await getDb();
  const connection = await state.promise!;
  return connection.maintained ? maintainEmbeddedDatabase(connection.db) : null;
}

/** The one database handle, opened, migrated and seeded on first use. */
export async function getDb(): Promise<Database> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    // Build workers run in parallel and PGlite has no cross-process lock: never open it while building.
    throw new Error('The database must not be opened during next build; mark the page dynamic.');
  }
  if (!state.promise) {
    state.promise = open();
    // A failed start must not be cached: the next request tries again.
    state.promise.catch(() => {
      state.promise = undefined;
    });
  }
  return (await state.promise).db;
}

export async function closeDb() {
  const pending = state.promise;
  state.promise = undefined;
  clearInterval(state.maintenance);
  state.maintenance = undefined;
  if (pending) await (await pending).close();
}

export async function isDatabaseReachable(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
