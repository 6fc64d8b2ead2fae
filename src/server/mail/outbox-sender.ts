import 'server-only';
import type { MailOutboxRun } from '@/lib/contracts/cron';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { runAfterResponse } from '@/server/after-response';
import { getDb } from '@/server/db';
import { mailOutbox, type MailOutboxRow } from '@/server/db/schema';
// The mail module's own export (not ./transport's), so what replaces it replaces every send.
import { sendMail } from '@/server/mail';

/*
 * The mail outbox's sending side. A sender claims due rows in one statement (`for update skip locked`, so senders
 * in any number of processes never take the same row), which takes a lease: attempts + 1 and next_attempt_at =
 * locked_until = now + lease. A sender that dies mid-send leaves the row to fall due again when the lease ends, and
 * the next sender sends it again under the same Message-ID (receivers drop the copy). A delivered row becomes `sent`
 * (bodies cleared); a failed one is tried again after an exponential backoff with jitter, and after MAX_ATTEMPTS it
 * is `failed`, kept for staff to see and retry.
 */

/** Longer than the SMTP transport's own time limits (10 s to connect and greet, 20 s of silence), so a slow send
 * is never taken over while it still runs. */
export const MAIL_LEASE_SECONDS = 120;
export const MAIL_MAX_ATTEMPTS = 10;
const BACKOFF_FIRST_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 60 * 60;
/** Rows a sender claims at once; they are sent side by side. */
const BATCH_SIZE = 10;

/** Seconds before attempt `attempts + 1`: 30 s doubling to at most an hour, ±20 % so retries do not come in waves. */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_FIRST_SECONDS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_SECONDS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Claims up to `limit` due rows (pending, next attempt reached) for this sender: see the comment at the top. */
export async function claimDueMail(limit = BATCH_SIZE): Promise<MailOutboxRow[]> {
  const db = await getDb();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const lease = secondsFromNow(MAIL_LEASE_SECONDS);
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: lease, nextAttemptAt: lease })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/** Sends one claimed row and records the outcome. Never throws for a mail failure: that is the row's last_error. */
export async function deliverClaimedMail(row: MailOutboxRow): Promise<DeliveryOutcome> {
  const db = await getDb();
  try {
    await sendMail({
      to: row.recipient,
      subject: row.subject,
      text: row.textBody ?? '',
      html: row.htmlBody ?? '',
      replyTo: row.replyTo ?? undefined,
      headers: row.headers ?? undefined,
      messageId: row.messageId,
    });
  } catch (error) {
    const gaveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db
      .update(mailOutbox)
      .set(
        gaveUp
          ? { status: 'failed', lockedUntil: null, lastError }
          : { nextAttemptAt: secondsFromNow(retryDelaySeconds(row.attempts)), lockedUntil: null, lastError },
      )
      // Still pending: staff may have retried it meanwhile, or another sender delivered it after a lease ran out.
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
    console.error(`[mail] ${row.kind} ${row.messageId} attempt ${row.attempts} failed: ${lastError}`);
    return gaveUp ? 'failed' : 'retry';
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, textBody: null, htmlBody: null, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, row.id));
  return 'sent';
}

/**
 * Sends what is due, batch after batch, until nothing is (rows that fail are scheduled later, so this ends), or
 * after `maxBatches` (a scheduler's call has a time limit; the next call goes on).
 */
export async function sendDueMail({ maxBatches = 50 }: { maxBatches?: number } = {}): Promise<MailOutboxRun> {
  const run: MailOutboxRun = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await claimDueMail();
    if (rows.length === 0) break;
    for (const outcome of await Promise.all(rows.map(deliverClaimedMail))) {
      if (outcome === 'sent') run.sent += 1;
      else if (outcome === 'retry') run.retried += 1;
      else run.failed += 1;
    }
  }
  return run;
}

const state = globalThis as typeof globalThis & { __sgMailOutbox?: { running: Promise<void> | null; again: boolean } };

/** One drain at a time in this process; a kick during a drain makes it look once more when it ends. */
export function drainMailOutbox(): Promise<void> {
  const drain = (state.__sgMailOutbox ??= { running: null, again: false });
  if (drain.running) {
    drain.again = true;
    return drain.running;
  }
  drain.running = (async () => {
    do {
      drain.again = false;
      try {
        await sendDueMail();
      } catch (error) {
        console.error('[mail] the outbox could not be read; the timer tries again', error);
      }
    } while (drain.again);
  })().finally(() => {
    drain.running = null;
  });
  return drain.running;
}

/** Resolves when this process's drain (if one runs) has ended: before its database closes. */
export function mailOutboxIdle(): Promise<void> {
  return state.__sgMailOutbox?.running ?? Promise.resolve();
}

/** Call after a transaction that queued mail has committed: the mail goes out after the response. */
export function kickMailOutbox() {
  runAfterResponse(drainMailOutbox);
}
