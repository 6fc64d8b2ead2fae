import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Connection } from '@/server/db';
import type { Database } from '@/server/db/types';

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Brings the schema up to date with drizzle's migrator for the connection's driver. */
export async function migrateDatabase({ db, driver }: Connection) {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    return migrate(db as never, config);
  }
  const { migrate } =
    driver === 'neon'
      ? await import('drizzle-orm/neon-serverless/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  await withMigrationLock(db, () => migrate(db as never, config));
}

/** Several app instances may start at once against one Postgres: only one migrates at a time. */
async function withMigrationLock(db: Database, run: () => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274001)`);
    await run();
  });
}
