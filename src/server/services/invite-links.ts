import 'server-only';
import { getEnv } from '@/env';
import { INVITE_TTL_DAYS } from '@/lib/validation/invites';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { oneClickUnsubscribeHeaders, TEAM_INVITATIONS, unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import type { Executor } from '@/server/db';
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
    captainName: string;
    campaignName: string;
    token: string;
  },
) {
  const optOutUrl = unsubscribeUrl(input.to, TEAM_INVITATIONS);
  const content = teamInviteEmail({
    inviteeName: input.inviteeName,
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
