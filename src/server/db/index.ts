import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { getEnv } from '@/env';
import { sanitizeQueryErrors } from './errors';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';
import type { Database } from './types';

export type { Database, Executor, Transaction } from './types';

/** An open database, and what start-up needs to know about it. */
export type Connection = {
  db: Database;
  driver: 'pglite' | 'pg' | 'neon';
  /** The embedded database kept in memory only (a test's throw-away database), not in a directory. */
  inMemory: boolean;
  close: () => Promise<void>;
};

/**
 * The start-up work a new connection needs before anyone may use it (src/server/startup/database.ts: migrations, the
 * admin account, demo data, the embedded database's upkeep); it answers what to stop when the connection closes.
 */
export type PrepareConnection = (connection: Connection) => Promise<(() => void) | void>;

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
    return { db: db as unknown as Database, driver, inMemory, close: () => client.close() };
  }

  if (!url) throw new Error(`DATABASE_DRIVER=${driver} needs DATABASE_URL`);

  if (driver === 'neon') {
    const { Pool, neonConfig } = await import('@neondatabase/serverless');
    const { default: ws } = await import('ws');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
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
    return { db: db as unknown as Database, driver, inMemory: false, close: () => pool.end() };
  }

  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', logIdleConnectionError);
  pool.on('connect', (client) => client.on('error', logBusyConnectionError));
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Database, driver, inMemory: false, close: () => pool.end() };
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

type Opened = { connection: Connection; stop?: () => void };
// On globalThis: Next bundles the app once for the instrumentation hook and once for the routes, and both must share
// one connection and the start-up work the hook registered.
type DbState = { promise?: Promise<Opened>; prepare?: PrepareConnection };
const globalState = globalThis as typeof globalThis & { __sgDb?: DbState };
const state: DbState = (globalState.__sgDb ??= {});

/**
 * Start-up registers its work here (it imports db/, never the reverse; docs/decisions/database-startup.md): every
 * connection this process opens from then on, including a reopen after a failed start, is prepared before use.
 */
export function prepareEveryConnectionWith(prepare: PrepareConnection) {
  state.prepare = prepare;
}

async function open(): Promise<Opened> {
  const prepare = state.prepare;
  if (!prepare) {
    throw new Error('The database was asked for before start-up registered its work (src/server/startup/database.ts).');
  }
  const connection = await connect();
  try {
    return { connection, stop: (await prepare(connection)) ?? undefined };
  } catch (error) {
    await connection.close().catch(() => {});
    throw error;
  }
}

/** The open connection, prepared by start-up on first use. */
export async function getConnection(): Promise<Connection> {
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
  return (await state.promise).connection;
}

/** The one database handle, opened, migrated and seeded on first use. */
export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}

export async function closeDb() {
  const pending = state.promise;
  state.promise = undefined;
  if (!pending) return;
  const { connection, stop } = await pending;
  stop?.();
  await connection.close();
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
