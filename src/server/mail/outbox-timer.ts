import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getEnv } from '@/env';
import { getDb } from '@/server/db';
import { mailOutbox } from '@/server/db/schema';
import { drainMailOutbox } from './outbox-sender';

/** How often a long-running server looks for mail that is due (retries; mail whose kick was lost with a process). */
export const MAIL_OUTBOX_CHECK_EVERY_MS = 30_000;
/** The first look, soon after the start: it sends what a killed process left pending. */
const FIRST_CHECK_AFTER_MS = 1_000;

const state = globalThis as typeof globalThis & { __sgMailOutboxTimer?: ReturnType<typeof setTimeout> };

/**
 * The embedded database is opened by one process only, so at start every lease in it belongs to a process that
 * died: its rows are due now rather than when the lease ends. (On a shared PostgreSQL another live instance may
 * hold them: there the leases run out.)
 */
export async function releaseDeadLeases(): Promise<number> {
  const env = getEnv();
  const embedded = (env.DATABASE_DRIVER ?? (env.isLocalMode ? 'pglite' : 'pg')) === 'pglite';
  if (!embedded) return 0;
  const db = await getDb();
  const released = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(mailOutbox.status, 'pending'), gt(mailOutbox.lockedUntil, sql`now()`)))
    .returning({ id: mailOutbox.id });
  return released.length;
}

/**
 * Starts this process's outbox sender (once): a look soon after the start, then every 30 s. Every instance may
 * run it (claims never overlap); on a serverless host the scheduler calls /_api/cron/mail-outbox instead.
 */
export function startMailOutboxSender() {
  if (state.__sgMailOutboxTimer) return;
  let first = true;
  const check = async () => {
    try {
      if (first) await releaseDeadLeases();
      first = false;
      await drainMailOutbox();
    } catch (error) {
      console.error('[mail] outbox check failed', error);
    }
    state.__sgMailOutboxTimer = setTimeout(() => void check(), MAIL_OUTBOX_CHECK_EVERY_MS);
    state.__sgMailOutboxTimer.unref();
  };
  state.__sgMailOutboxTimer = setTimeout(() => void check(), FIRST_CHECK_AFTER_MS);
  state.__sgMailOutboxTimer.unref();
}
