import 'server-only';
import { getDb, prepareEveryConnectionWith, type Connection, type Database } from '@/server/db';
import { MAINTAIN_EVERY_MS, maintainEmbeddedDatabase, needsMaintenance } from '@/server/db/maintenance';
import { migrateDatabase } from './migrate';
import { runStartupTasks } from './startup-tasks';

/*
 * The database's start-up work, kept apart from connecting (src/server/db/index.ts only connects): a new connection
 * is migrated, gets its admin account and, when empty, demo data, and on the embedded database its upkeep timer,
 * before getDb() hands it to anyone (docs/decisions/database-startup.md).
 */

async function prepareConnection(connection: Connection) {
  await migrateDatabase(connection);
  await runStartupTasks(connection.db);
  if (!needsMaintenance(connection)) return;
  // PGlite has no autovacuum (src/server/db/maintenance.ts): catch up now, before traffic, then every ten minutes.
  await maintain(connection.db);
  const timer = setInterval(() => void maintain(connection.db), MAINTAIN_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
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

/** Every connection this process opens from now on is prepared by the start-up work. */
export function registerDatabaseStartup() {
  prepareEveryConnectionWith(prepareConnection);
}

/** Registers the start-up work and opens the database now, so it is migrated and seeded before traffic arrives. */
export async function startDatabase() {
  registerDatabaseStartup();
  await getDb();
}
