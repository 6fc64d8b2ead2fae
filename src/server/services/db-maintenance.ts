import 'server-only';
import type { DatabaseMaintenanceRun } from '@/lib/contracts/cron';
import { lt } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { maintainEmbeddedDatabaseNow } from '@/server/db/maintenance';
import { cacheTagEvents } from '@/server/db/schema';
import { deleteExpiredRecords } from './housekeeping';

/** Cache tag events older than this are never read again (instances read a minute behind at most). */
export const CACHE_TAG_EVENTS_RETENTION_MS = 60 * 60_000;

/**
 * The database's periodic upkeep, for a scheduler (GET /_api/cron/db-maintenance): throttling events and logout
 * records no check can use any more, cache tag events older than an hour, and on the embedded database the
 * vacuum/analyze pass that stands in for autovacuum. A long-running server also does each on its own (after
 * throttled requests, in the tag log's poll, on the embedded database's timer); running both is harmless.
 */
export async function runDatabaseMaintenance(now = new Date()): Promise<DatabaseMaintenanceRun> {
  const expired = await deleteExpiredRecords(now);
  const db = await getDb();
  const events = await db
    .delete(cacheTagEvents)
    .where(lt(cacheTagEvents.createdAt, new Date(now.getTime() - CACHE_TAG_EVENTS_RETENTION_MS)))
    .returning({ id: cacheTagEvents.id });
  const embedded = await maintainEmbeddedDatabaseNow();
  return { ...expired, cacheTagEvents: events.length, embeddedDatabase: embedded };
}
