import 'server-only';
import type { SessionUser } from '@/server/auth/session';
import { normalizeEmail } from '@/server/auth/unsubscribe-links';
import type { Transaction } from '@/server/db';
import { ApiError } from '@/server/errors';
import { isOptedOut } from './fundraising-emails';
import { pruneExpiredRecords } from './housekeeping';
import { isOptedOutOfInvitations } from './invitation-opt-outs';
import { countRecentEvents, reserveLimits } from './rate-limit';
import { captainMailRecipientLimit, captainMailSenderLimit } from './throttles';

/*
 * Whether a mail a captain's (or admin's) action would send in the shop's name may go out: not to an address that
 * opted out of it, and within the daily limits per recipient and per sender (services/throttles.ts). Decided inside
 * the transaction that records the mail, under the limits' advisory locks, so concurrent requests cannot overshoot.
 */

/** invitation: a new invitation; resend and reminder: an invitation again; nudge: a member's share-kit nudge. */
export type CaptainMailKind = 'invitation' | 'resend' | 'reminder' | 'nudge';

export type CaptainMailDecision =
  | { outcome: 'allowed' }
  | { outcome: 'opted-out' }
  | { outcome: 'recipient-limit' | 'sender-limit'; retryAfterSeconds: number };

export const CAPTAIN_MAIL_OPTED_OUT =
  'This person asked us not to send them team invitations or reminders, so nothing was sent.';

/** Which opt-out lists a kind of mail honours: invitations their own; a repeated invitation the fundraising one too. */
async function optedOut(kind: CaptainMailKind, email: string, tx: Transaction): Promise<boolean> {
  if (kind !== 'nudge' && (await isOptedOutOfInvitations(email, tx))) return true;
  return kind !== 'invitation' && (await isOptedOut(email, tx));
}

/**
 * Decides one mail and, when it may go, counts it against both limits in the caller's transaction (a mail that then
 * fails to send still counts: the limits count attempts, as every throttle does).
 */
export async function decideCaptainMail(
  tx: Transaction,
  { sender, email, kind }: { sender: SessionUser; email: string; kind: CaptainMailKind },
): Promise<CaptainMailDecision> {
  const address = normalizeEmail(email);
  if (await optedOut(kind, address, tx)) return { outcome: 'opted-out' };
  const senderLimit = captainMailSenderLimit(sender.id, sender.role === 'admin');
  try {
    await reserveLimits(tx, [senderLimit, captainMailRecipientLimit(address)], () => '');
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'too_many_requests') throw error;
    // Both advisory locks are still held by this transaction, so the counts cannot move under us.
    const senderFull = (await countRecentEvents(tx, senderLimit)) >= senderLimit.max;
    return {
      outcome: senderFull ? 'sender-limit' : 'recipient-limit',
      retryAfterSeconds: Number(error.headers['Retry-After'] ?? 60),
    };
  }
  pruneExpiredRecords();
  return { outcome: 'allowed' };
}

function retryIn(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

export function captainMailLimitMessage(outcome: 'recipient-limit' | 'sender-limit', retryAfterSeconds: number) {
  const when = retryIn(retryAfterSeconds);
  return outcome === 'sender-limit'
    ? `You have sent as many invitation and reminder e-mails as allowed in 24 hours. Please try again ${when}.`
    : `This person has already been sent as many invitation and reminder e-mails as allowed in 24 hours. Please try again ${when}.`;
}

/** For a single mail the caller asked for by name (a resend): anything but allowed is a clear 4xx. */
export async function assertCaptainMailAllowed(
  tx: Transaction,
  input: { sender: SessionUser; email: string; kind: CaptainMailKind },
): Promise<void> {
  const decision = await decideCaptainMail(tx, input);
  if (decision.outcome === 'allowed') return;
  if (decision.outcome === 'opted-out') throw new ApiError('conflict', CAPTAIN_MAIL_OPTED_OUT);
  throw new ApiError('too_many_requests', captainMailLimitMessage(decision.outcome, decision.retryAfterSeconds), {
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  });
}
