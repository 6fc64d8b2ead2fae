import 'server-only';
import { toSessionUser } from '@/server/auth/session';
import { hashToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db';
import { getInviteByTokenHash } from '@/server/db/queries/invites';
import { getAccountById } from '@/server/db/queries/users';
import { ApiError, notFound } from '@/server/errors';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { assertCaptainMailAllowed } from './captain-mail-rules';
import { findReplacedInvite, INVITE_EXPIRED, INVITE_INVALID, inviteGone } from './invite-acceptance';
import { CAPTAIN_NAME_FALLBACK, reissueInviteLink } from './invite-links';
import { INVITE_USED } from './invites';

/*
 * An invitee holding a replaced link (the captain sent the invitation again, or a reminder went out) asks for a fresh
 * one (issue 26). It goes to the invited address only, which the answer never names and the request cannot change,
 * and counts against the same daily limits as the captain's own resend (captain-mail-rules.ts: per address, and per
 * captain, whose invitation it is). Holding the replaced link is the proof: only someone it was sent to has it.
 */

export const NEW_INVITE_LINK_SENT =
  'We sent a new link to the address this invitation was sent to. Open the latest e-mail from us to join the team.';
export const INVITE_LINK_STILL_WORKS = 'This invitation link still works: open it to accept the invitation.';

export async function sendNewInviteLink({ token }: { token: string }): Promise<string> {
  const db = await getDb();
  const tokenHash = hashToken(token);
  if (await getInviteByTokenHash({ tokenHash }, db)) throw new ApiError('conflict', INVITE_LINK_STILL_WORKS);
  await db.transaction(async (tx) => {
    const replaced = await findReplacedInvite(tokenHash, tx, true);
    if (!replaced) throw notFound(INVITE_INVALID);
    const { invite } = replaced;
    if (invite.acceptedAt || invite.status === 'accepted') throw inviteGone(INVITE_USED);
    // The invitation's sender pays for it in their daily budget, as if they had pressed Resend.
    const senderId = invite.invitedById ?? replaced.campaignCaptainId;
    const sender = senderId === null ? null : await getAccountById({ id: senderId }, tx);
    if (!sender) throw inviteGone(INVITE_EXPIRED);
    await assertCaptainMailAllowed(tx, { sender: toSessionUser(sender), email: invite.inviteeEmail, kind: 'resend' });
    await reissueInviteLink(tx, {
      invite,
      senderUserId: sender.id,
      captainName: replaced.captainName || CAPTAIN_NAME_FALLBACK,
      campaignName: replaced.campaignName,
    });
  });
  kickMailOutbox();
  return NEW_INVITE_LINK_SENT;
}
