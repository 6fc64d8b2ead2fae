import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { idempotentRequests, mailOutbox, rateLimitEvents, revokedSessions } from '@/server/db/schema';
import { runAfterResponse } from '@/server/after-response';

/** Throttling events older than this never count for any limit (the longest window is a day). */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;
/** A retry comes within minutes; a day covers a phone that was offline overnight. */
export const IDEMPOTENT_REQUEST_RETENTION_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;
/** Sent e-mails stay listed this long (their bodies are already gone); failed and pending ones stay until handled. */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60_000;

let lastPruneAt = 0;

/**
 * Deletes throttling events no limit can count any more, logout records whose cookie has expired anyway,
 * Idempotency-Key records past their retention, and sent e-mails older than 30 days.
 * Called after throttled and logout requests; runs at most every ten minutes per instance, after the response.
 */
export function pruneExpiredRecords(now = Date.now()) {
  if (now - lastPruneAt < PRUNE_EVERY_MS) return;
  lastPruneAt = now;
  runAfterResponse(async () => {
    try {
      await deleteExpiredRecords(new Date(now));
    } catch (error) {
      lastPruneAt = 0;
      console.error('[housekeeping] pruning failed', error);
    }
  });
}

export async function deleteExpiredRecords(now = new Date()) {
  const db = await getDb();
  const events = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)))
    .returning({ id: rateLimitEvents.id });
  const sessions = await db
    .delete(revokedSessions)
    .where(lt(revokedSessions.expiresAt, now))
    .returning({ id: revokedSessions.sessionId });
  const requests = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENT_REQUEST_RETENTION_MS)))
    .returning({ key: idempotentRequests.key });
  const mail = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, new Date(now.getTime() - SENT_MAIL_RETENTION_MS))))
    .returning({ id: mailOutbox.id });
  return {
    rateLimitEvents: events.length,
    revokedSessions: sessions.length,
    idempotentRequests: requests.length,
    sentMail: mail.length,
  };
}
