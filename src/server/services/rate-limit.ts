import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { rateLimitEvents } from '@/server/db/schema';
import { ApiError } from '@/server/errors';
import { pruneExpiredRecords } from './housekeeping';

export type Limit = { bucket: string; key: string; max: number; windowMs: number };

/** What a successful `consumeLimits` holds: `refund()` gives the attempt back (a sign-in that succeeded). */
export type Reservation = { refund: () => Promise<void> };

/**
 * Database-backed sliding-window throttling that holds under concurrency and across app instances.
 *
 * The attempt is recorded before the work it limits (a password check, an order, an e-mail), inside one short
 * transaction (see `reserveLimits`). A refused request records nothing. Throws 429 with Retry-After (seconds until
 * the oldest counted event ages out).
 */
export async function consumeLimits(limits: Limit[], message: (retryMinutes: number) => string): Promise<Reservation> {
  const db = await getDb();
  const ids = await db.transaction((tx) => reserveLimits(tx, limits, message));
  pruneExpiredRecords();
  return {
    refund: async () => {
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
    },
  };
}

/**
 * Counts and records one attempt against each limit inside the caller's transaction, for work that is itself one
 * transaction (an order): the attempt then costs no transaction of its own. It first takes a transaction-scoped
 * advisory lock on each (bucket, key): two requests for the same key count and record one after the other, so
 * however many arrive at once, at most `max` get through per window. Throws 429 before writing anything; the caller
 * lets that roll back its transaction. Returns the ids of the recorded events. Call `pruneExpiredRecords()` after
 * the commit.
 */
export async function reserveLimits(
  tx: Transaction,
  limits: Limit[],
  message: (retryMinutes: number) => string,
): Promise<number[]> {
  // One lock order for everyone (by lock id), so two requests locking the same two keys can never deadlock.
  const ordered = limits
    .map((limit) => ({ limit, lockId: lockIdFor(limit) }))
    .sort((a, b) => (a.lockId < b.lockId ? -1 : a.lockId > b.lockId ? 1 : 0));
  for (const { lockId } of ordered) await tx.execute(sql`select pg_advisory_xact_lock(${lockId.toString()}::bigint)`);
  const now = Date.now();
  let retryAfterMs = 0;
  for (const { limit } of ordered) {
    if ((await countRecentEvents(tx, limit, now)) < limit.max) continue;
    // A slot frees when the max-th newest event falls out of the window.
    const [freeing] = await tx
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(inWindow(limit, now))
      .orderBy(desc(rateLimitEvents.createdAt))
      .offset(limit.max - 1)
      .limit(1);
    retryAfterMs = Math.max(retryAfterMs, (freeing?.at.getTime() ?? now) + limit.windowMs - now);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new ApiError('too_many_requests', message(Math.ceil(seconds / 60)), {
      headers: { 'Retry-After': String(seconds) },
    });
  }
  const rows = await tx
    .insert(rateLimitEvents)
    .values(limits.map(({ bucket, key }) => ({ bucket, key })))
    .returning({ id: rateLimitEvents.id });
  return rows.map((row) => row.id);
}

/** The events of one (bucket, key) inside the limit's window ending at `now`. */
function inWindow(limit: Limit, now: number) {
  return and(
    eq(rateLimitEvents.bucket, limit.bucket),
    eq(rateLimitEvents.key, limit.key),
    gt(rateLimitEvents.createdAt, new Date(now - limit.windowMs)),
  );
}

/**
 * How many events of one (bucket, key) fall inside the limit's window, counting stops at `max`: the cost of a check
 * never grows with the traffic behind it. Reads only (the start-up warm-up runs it too).
 */
export async function countRecentEvents(executor: Executor, limit: Limit, now = Date.now()): Promise<number> {
  const counted = executor
    .select({ one: sql`1` })
    .from(rateLimitEvents)
    .where(inWindow(limit, now))
    .limit(limit.max)
    .as('counted');
  const [{ n } = { n: 0 }] = await executor.select({ n: count() }).from(counted);
  return n;
}

/** A signed 64-bit advisory lock id for one (bucket, key). */
function lockIdFor({ bucket, key }: Limit): bigint {
  return createHash('sha256').update(`rate-limit\n${bucket}\n${key}`).digest().readBigInt64BE(0);
}

export function retryText(minutes: number) {
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
