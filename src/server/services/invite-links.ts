import 'server-only';
import { eq } from 'drizzle-orm';
import { getEnv } from '@/env';
import { INVITE_TTL_DAYS } from '@/lib/validation/invites';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { oneClickUnsubscribeHeaders, TEAM_INVITATIONS, unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import type { Executor } from '@/server/db';
import { invites } from '@/server/db/schema';
import { teamInviteEmail } from '@/server/mail';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';

/* An invitation's link: a fresh token (only its hash is stored), the accept URL it goes into, and the e-mail. */

const DAY = 24 * 60 * 60_000;

/** Who the invitation names as the inviter when the campaign's captain has no display name. */
export { CAPTAIN_NAME_FALLBACK } from '@/server/mail/templates/shared';

export function newInviteToken() {
  const token = newLinkToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY) };
}

export function inviteAcceptUrl(token: string) {
  return `${getEnv().APP_URL.replace(/\/$/, '')}/invites/accept?token=${encodeURIComponent(token)}`;
}

/** Queues an invitation e-mail in the caller's transaction (the invitation's insert or resend); a captain mail. */
export async function queueInviteMail(
  tx: Executor,
  input: {
    inviteId: number;
    tokenHash: string;
    senderUserId: number;
    to: string;
    inviteeName: string;
    /** Issue 27: a family invitation's child; the mail then says the page is for them. */
    childFirstName?: string | null;
    captainName: string;
    campaignName: string;
    token: string;
  },
) {
  const optOutUrl = unsubscribeUrl(input.to, TEAM_INVITATIONS);
  const content = teamInviteEmail({
    inviteeName: input.inviteeName,
    childFirstName: input.childFirstName ?? null,
    captainName: input.captainName,
    campaignName: input.campaignName,
    acceptUrl: inviteAcceptUrl(input.token),
    optOutUrl,
  });
  await enqueueMail(tx, {
    to: input.to,
    ...content,
    headers: oneClickUnsubscribeHeaders(optOutUrl),
    kind: 'invite',
    category: 'captain',
    senderUserId: input.senderUserId,
    // The token's hash tells each sending of the invitation (first or resent) apart.
    messageId: outboxMessageId('invite', input.inviteId, input.tokenHash.slice(0, 16)),
  });
}

/**
 * A fresh link for a pending invitation, in the caller's transaction (a captain's resend, or the invitee asking from a
 * replaced link): new token and expiry, status back to 'sent', the e-mail queued. The earlier link is then replaced.
 * Answers what changed (for the audit entry of a captain's resend).
 */
export async function reissueInviteLink(
  tx: Executor,
  input: { invite: typeof invites.$inferSelect; senderUserId: number; captainName: string; campaignName: string },
) {
  const { invite } = input;
  const { token, tokenHash, expiresAt } = newInviteToken();
  const resent = { expiresAt, sentAt: new Date(), status: 'sent' as const };
  await tx
    .update(invites)
    .set({ tokenHash, ...resent })
    .where(eq(invites.id, invite.id));
  await queueInviteMail(tx, {
    inviteId: invite.id,
    tokenHash,
    senderUserId: input.senderUserId,
    to: invite.inviteeEmail,
    inviteeName: invite.inviteeName,
    childFirstName: invite.childFirstName,
    captainName: input.captainName,
    campaignName: input.campaignName,
    token,
  });
  return resent;
}
