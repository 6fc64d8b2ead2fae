import 'server-only';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { rateLimitEvents } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';

export type Limit = { bucket: string; key: string; max: number; windowMs: number };

/**
 * Database-backed sliding-window throttling, so limits hold across app instances.
 * `assertWithinLimits` throws 429 with Retry-After when any limit is already reached.
 */
export async function assertWithinLimits(limits: Limit[], message: (retryMinutes: number) => string) {
  const db = await getDb();
  const now = Date.now();
  let retryAfterMs = 0;
  for (const limit of limits) {
    const since = new Date(now - limit.windowMs);
    const where = and(eq(rateLimitEvents.bucket, limit.bucket), eq(rateLimitEvents.key, limit.key), gt(rateLimitEvents.createdAt, since));
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(rateLimitEvents).where(where);
    if (n < limit.max) continue;
    // The window frees a slot when the oldest event that still counts falls out of it.
    const [oldest] = await db
      .select({ at: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(where)
      .orderBy(asc(rateLimitEvents.createdAt))
      .offset(n - limit.max)
      .limit(1);
    retryAfterMs = Math.max(retryAfterMs, (oldest?.at.getTime() ?? now) + limit.windowMs - now);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new ApiError('too_many_requests', message(Math.ceil(seconds / 60)), { headers: { 'Retry-After': String(seconds) } });
  }
}

export async function recordEvents(limits: Limit[]) {
  const db = await getDb();
  await db.insert(rateLimitEvents).values(limits.map(({ bucket, key }) => ({ bucket, key })));
  // Keep the table small: events older than a day never count for any limit.
  if (Math.random() < 0.05) await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - 86_400_000)));
}

export function retryText(minutes: number) {
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}
