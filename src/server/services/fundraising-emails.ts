import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  FUNDRAISING_EMAILS,
  normalizeEmail,
  oneClickUnsubscribeHeaders,
  unsubscribeUrl,
} from '@/server/auth/unsubscribe-links';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { fundraisingEmails } from '@/server/db/schema';
import type { MailContent, OutgoingMail } from '@/server/mail';
import { fundraisingEmailOptOutList } from './opt-out-lists';

/*
 * The rationed fundraising e-mails (milestones, reminders, nudges, weekly summaries): who opted out, the 24-hour
 * rule for nudges, and sending with the unsubscribe link and the RFC 8058 headers. Transactional mail (orders,
 * invitations, password resets) never comes through here.
 */

/** A person gets at most one reminder or nudge (either kind) per this many hours. */
export const NUDGE_WINDOW_HOURS = 24;
const NUDGE_KINDS = ['pending-invite', 'no-sales'] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

export const isOptedOut = fundraisingEmailOptOutList.has;

/** Records the opt-out (idempotent: a second click or the one-click POST after the page changes nothing more). */
export const optOutOfFundraisingEmails = fundraisingEmailOptOutList.add;

/**
 * One fundraising e-mail, built for the outbox: the template gets the signed link, the message the one-click headers.
 * A reminder (an invitation again) carries the stop-team-invitations link instead.
 */
export function fundraisingMail(
  to: string,
  build: (unsubscribeUrl: string) => MailContent,
  link = FUNDRAISING_EMAILS,
): OutgoingMail {
  const url = unsubscribeUrl(to, link);
  return { to, ...build(url), headers: oneClickUnsubscribeHeaders(url) };
}

/** A transaction-scoped lock per address: two captains nudging the same person decide one after the other. */
async function lockAddress(tx: Transaction, email: string) {
  const id = createHash('sha256').update(`fundraising-nudge\n${email}`).digest().readBigInt64BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

export type NudgeClaim = { outcome: 'claimed'; rowId: number } | { outcome: 'opted-out' | 'rate-limited' };

/**
 * Decides whether a reminder or nudge may go to this address now and, if so, records it before it is sent (under
 * the address's lock, so concurrent nudges cannot both pass the 24-hour check). The caller queues the e-mail in the
 * same transaction (the outbox retries it), so a claim never stands without its e-mail.
 */
export async function claimNudge(
  tx: Transaction,
  row: { kind: NudgeKind; campaignId: number; userId?: number | null; inviteId?: number | null; email: string },
): Promise<NudgeClaim> {
  const email = normalizeEmail(row.email);
  await lockAddress(tx, email);
  if (await isOptedOut(email, tx)) return { outcome: 'opted-out' };
  const [recent] = await tx
    .select({ id: fundraisingEmails.id })
    .from(fundraisingEmails)
    .where(
      and(
        eq(fundraisingEmails.recipientEmail, email),
        inArray(fundraisingEmails.kind, [...NUDGE_KINDS]),
        gt(fundraisingEmails.sentAt, sql`now() - make_interval(hours => ${NUDGE_WINDOW_HOURS})`),
      ),
    )
    .limit(1);
  if (recent) return { outcome: 'rate-limited' };
  const [inserted] = await tx
    .insert(fundraisingEmails)
    .values({
      kind: row.kind,
      campaignId: row.campaignId,
      userId: row.userId ?? null,
      inviteId: row.inviteId ?? null,
      recipientEmail: email,
    })
    .returning({ id: fundraisingEmails.id });
  return { outcome: 'claimed', rowId: inserted!.id };
}

/** Forgets rows whose e-mail could not be sent, so the next attempt may send them again. */
export async function releaseFundraisingEmails(rowIds: number[], db?: Executor) {
  if (rowIds.length === 0) return;
  const executor = db ?? (await getDb());
  await executor.delete(fundraisingEmails).where(inArray(fundraisingEmails.id, rowIds));
}
