import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { InviteMembersResult } from '@/lib/validation/invites';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db';
import {
  getInviteByCampaignEmail,
  getInviteForManager,
  getManagedCampaign,
  isCampaignParticipant,
  type CampaignManager,
} from '@/server/db/queries/invites';
import { getUserByEmail } from '@/server/db/queries/users';
import { invites } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/errors';
import { CAPTAIN_NAME_FALLBACK, mailInvite, newInviteToken } from './invite-links';

/*
 * The captain's side of invitations: inviting people, sending an invitation again, withdrawing one. The invitee's
 * side (opening the link, accepting) is in invite-acceptance.ts.
 */

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const INVITE_NOT_FOUND = 'Invitation not found.';
export const INVITE_USED = 'This invitation has already been accepted.';
export const INVITE_MAIL_FAILED = 'The invitation email could not be sent. Please try again later.';

/**
 * Invites people to a campaign the caller manages. Each invitee gets their own row and e-mail: an address already
 * invited to the campaign (any status), already on the team or repeated in the request is skipped; one whose mail
 * cannot be sent counts as failed and its row is removed, so it can simply be invited again.
 */
export async function inviteMembers({
  inviter,
  campaignId,
  invitees,
}: {
  inviter: SessionUser;
  campaignId: number;
  invitees: Array<{ name: string; email: string }>;
}): Promise<InviteMembersResult> {
  const db = await getDb();
  const manager: CampaignManager = { userId: inviter.id, role: inviter.role };
  const campaign = await getManagedCampaign({ campaignId, manager });
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const captainName = campaign.captainName || inviter.displayName || CAPTAIN_NAME_FALLBACK;

  const result: InviteMembersResult = {
    sent: 0,
    existing_users: 0,
    skipped: 0,
    failed: 0,
    errors: [],
    existing_user_emails: [],
  };
  const seen = new Set<string>();
  for (const { name, email: rawEmail } of invitees) {
    const email = rawEmail.trim().toLowerCase();
    if (seen.has(email)) {
      result.skipped += 1;
      continue;
    }
    seen.add(email);
    if (await getInviteByCampaignEmail({ campaignId, email }, db)) {
      result.skipped += 1;
      continue;
    }
    const existingUser = await getUserByEmail({ email }, db);
    if (existingUser && (await isCampaignParticipant({ campaignId, userId: existingUser.id }, db))) {
      result.skipped += 1;
      continue;
    }
    const { token, tokenHash, expiresAt } = newInviteToken();
    const [row] = await db
      .insert(invites)
      .values({
        campaignId,
        invitedById: inviter.id,
        inviteeName: name,
        inviteeEmail: email,
        tokenHash,
        status: 'sent',
        sentAt: new Date(),
        expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: invites.id });
    if (!row) {
      // Invited by a concurrent request a moment ago.
      result.skipped += 1;
      continue;
    }
    try {
      await mailInvite({ to: email, inviteeName: name, captainName, campaignName: campaign.name, token });
    } catch (error) {
      console.error('[invites] could not mail invitation', { inviteId: row.id, error });
      await db.delete(invites).where(eq(invites.id, row.id));
      result.failed += 1;
      result.errors.push(`Failed to send the invitation to ${email}.`);
      continue;
    }
    if (existingUser) {
      result.existing_users += 1;
      result.existing_user_emails.push(email);
    } else {
      result.sent += 1;
    }
  }
  return result;
}

/**
 * Sends a pending invitation again with a new link (the old one stops working) and a fresh expiry.
 * If the mail cannot be sent the previous link, date and status are restored and the caller is told.
 */
export async function resendInvite({ actor, inviteId }: { actor: SessionUser; inviteId: number }) {
  const db = await getDb();
  const found = await getInviteForManager({ inviteId, manager: { userId: actor.id, role: actor.role } }, db);
  if (!found) throw notFound(INVITE_NOT_FOUND);
  const { invite } = found;
  if (invite.acceptedAt || invite.status === 'accepted') throw badRequest(INVITE_USED);
  const { token, tokenHash, expiresAt } = newInviteToken();
  await db
    .update(invites)
    .set({ tokenHash, expiresAt, sentAt: new Date(), status: 'sent' })
    .where(eq(invites.id, invite.id));
  try {
    await mailInvite({
      to: invite.inviteeEmail,
      inviteeName: invite.inviteeName,
      captainName: found.captainName || actor.displayName || CAPTAIN_NAME_FALLBACK,
      campaignName: found.campaignName,
      token,
    });
  } catch (error) {
    console.error('[invites] could not resend invitation', { inviteId: invite.id, error });
    await db
      .update(invites)
      .set({ tokenHash: invite.tokenHash, expiresAt: invite.expiresAt, sentAt: invite.sentAt, status: invite.status })
      .where(and(eq(invites.id, invite.id), eq(invites.tokenHash, tokenHash)));
    return { mailed: false as const };
  }
  return { mailed: true as const };
}

export async function deleteInvite({ actor, inviteId }: { actor: SessionUser; inviteId: number }) {
  const db = await getDb();
  const found = await getInviteForManager({ inviteId, manager: { userId: actor.id, role: actor.role } }, db);
  if (!found) throw notFound(INVITE_NOT_FOUND);
  await db.delete(invites).where(eq(invites.id, found.invite.id));
}
