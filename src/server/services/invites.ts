import 'server-only';
import { eq } from 'drizzle-orm';
import type { InviteMembersResult, InviteOutcome } from '@/lib/contracts/captain-team';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db';
import { getManagedCampaign, type CampaignManager } from '@/server/db/queries/campaign-access';
import { getInviteByCampaignEmail, getInviteForManager, isCampaignParticipant } from '@/server/db/queries/invites';
import { getUserByEmail } from '@/server/db/queries/users';
import { invites } from '@/server/db/schema';
import { badRequest, CAMPAIGN_NOT_FOUND, INVITE_NOT_FOUND, notFound } from '@/server/errors';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AuditAction } from '@/lib/validation/admin-audit';
import { createdFields, deletedFields, diffFields, recordAudit } from './audit';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { assertCaptainMailAllowed, decideCaptainMail } from './captain-mail-rules';
import { CAPTAIN_NAME_FALLBACK, newInviteToken, queueInviteMail, reissueInviteLink } from './invite-links';

/*
 * The captain's side of invitations: inviting people, sending an invitation again, withdrawing one. The invitee's
 * side (opening the link, accepting) is in invite-acceptance.ts.
 */

// Routes still import it from here (the contract work rewrites them): the text itself lives in server/errors.ts.
export const INVITE_USED = 'This invitation has already been accepted.';

/** What an invitation's audit entries keep (never the token or its hash). */
const INVITE_FIELDS = ['campaignId', 'inviteeName', 'inviteeEmail', 'status', 'expiresAt'] as const;
/** What a resend changes. */
const RESEND_FIELDS = ['status', 'sentAt', 'expiresAt'] as const;

function inviteEntry(invite: { id: number; inviteeEmail: string }, action: AuditAction, changes: AuditChanges) {
  return { action, entityType: 'invite' as const, entityId: invite.id, entityLabel: invite.inviteeEmail, changes };
}

/**
 * Invites people to a campaign the caller manages. Each invitee gets their own row and e-mail: an address already
 * invited to the campaign (any status), already on the team or repeated in the request is skipped (one account and
 * one invitation per address: docs/decisions/invites-at-family-addresses.md; `results` says who it was for), and so is one
 * that opted out of invitations or is over a daily mail limit (captain-mail-rules.ts; no row is kept for those, they
 * are listed in `opted_out_emails` / `limited_emails`). Each invitation is inserted with its `invite.created` entry
 * (actor: the inviter) and its e-mail in the mail outbox in one transaction; the outbox sends it after the commit,
 * with retries (`failed` stays 0, kept in the answer's shape).
 */
export async function inviteMembers({
  inviter,
  campaignId,
  invitees,
}: {
  inviter: SessionUser;
  campaignId: number;
  invitees: Array<{ name: string; email: string; childFirstName?: string }>;
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
    limited_emails: [],
    opted_out_emails: [],
    results: [],
  };
  const seen = new Map<string, string>();
  const skipAs = (outcome: InviteOutcome) => {
    result.skipped += 1;
    result.results.push(outcome);
  };
  for (const invitee of invitees) {
    const { name, childFirstName } = invitee;
    const email = invitee.email.trim().toLowerCase();
    const skip = (outcome: InviteOutcome) => skipAs({ ...outcome, ...(childFirstName ? { childFirstName } : {}) });
    // Issue 27: a family invitation is one per (address, child's first name); a plain one, one per address.
    const key = `${email}\n${(childFirstName ?? '').toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      skip({ email, name, outcome: 'repeated', otherName: earlier });
      continue;
    }
    seen.set(key, name);
    const invited = await getInviteByCampaignEmail({ campaignId, email, childFirstName }, db);
    if (invited) {
      skip({ email, name, outcome: 'already_invited', otherName: invited.childFirstName ?? invited.inviteeName });
      continue;
    }
    const existingUser = await getUserByEmail({ email }, db);
    // A parent already on the team may still be invited for a child (the child gets their own page).
    if (!childFirstName && existingUser && (await isCampaignParticipant({ campaignId, userId: existingUser.id }, db))) {
      skip({ email, name, outcome: 'already_member', otherName: existingUser.displayName || undefined });
      continue;
    }
    const { token, tokenHash, expiresAt } = newInviteToken();
    const row = await db.transaction(async (tx) => {
      const decision = await decideCaptainMail(tx, { sender: inviter, email, kind: 'invitation' });
      if (decision.outcome !== 'allowed') return decision;
      const [inserted] = await tx
        .insert(invites)
        .values({
          campaignId,
          invitedById: inviter.id,
          inviteeName: name,
          inviteeEmail: email,
          childFirstName: childFirstName ?? null,
          tokenHash,
          status: 'sent',
          sentAt: new Date(),
          expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) {
        await recordAudit(tx, inviter, inviteEntry(inserted, 'invite.created', createdFields(inserted, INVITE_FIELDS)));
        await queueInviteMail(tx, {
          inviteId: inserted.id,
          tokenHash,
          senderUserId: inviter.id,
          to: email,
          inviteeName: name,
          childFirstName: childFirstName ?? null,
          captainName,
          campaignName: campaign.name,
          token,
        });
      }
      return inserted;
    });
    if (!row) {
      // Invited by a concurrent request a moment ago.
      const other = await getInviteByCampaignEmail({ campaignId, email, childFirstName }, db);
      skip({ email, name, outcome: 'already_invited', otherName: other?.inviteeName });
      continue;
    }
    if ('outcome' in row) {
      // Opted out of invitations, or over a daily mail limit.
      if (row.outcome === 'opted-out') result.opted_out_emails.push(email);
      else result.limited_emails.push(email);
      skip({ email, name, outcome: row.outcome === 'opted-out' ? 'opted_out' : 'limited' });
      continue;
    }
    if (existingUser) {
      result.existing_users += 1;
      result.existing_user_emails.push(email);
      result.results.push({ email, name, outcome: 'existing_account', ...(childFirstName ? { childFirstName } : {}) });
    } else {
      result.sent += 1;
      result.results.push({ email, name, outcome: 'sent', ...(childFirstName ? { childFirstName } : {}) });
    }
  }
  if (result.sent + result.existing_users > 0) kickMailOutbox();
  return result;
}

/**
 * Sends a pending invitation again with a new link (the old one is replaced: opening it says so and offers a fresh
 * one, invite-new-link.ts) and a fresh expiry, recorded as
 * `invite.resent` and queued in the mail outbox in the same transaction (the outbox retries a failed send).
 */
export async function resendInvite({ actor, inviteId }: { actor: SessionUser; inviteId: number }) {
  const db = await getDb();
  const found = await getInviteForManager({ inviteId, manager: { userId: actor.id, role: actor.role } }, db);
  if (!found) throw notFound(INVITE_NOT_FOUND);
  const { invite } = found;
  if (invite.acceptedAt || invite.status === 'accepted') throw badRequest(INVITE_USED);
  await db.transaction(async (tx) => {
    await assertCaptainMailAllowed(tx, { sender: actor, email: invite.inviteeEmail, kind: 'resend' });
    const resent = await reissueInviteLink(tx, {
      invite,
      senderUserId: actor.id,
      captainName: found.captainName || actor.displayName || CAPTAIN_NAME_FALLBACK,
      campaignName: found.campaignName,
    });
    await recordAudit(tx, actor, inviteEntry(invite, 'invite.resent', diffFields(invite, resent, RESEND_FIELDS)));
  });
  kickMailOutbox();
}

/** Withdraws an invitation, recorded as `invite.deleted` with what it was, in one transaction. */
export async function deleteInvite({ actor, inviteId }: { actor: SessionUser; inviteId: number }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const found = await getInviteForManager({ inviteId, manager: { userId: actor.id, role: actor.role } }, tx);
    if (!found) throw notFound(INVITE_NOT_FOUND);
    const [deleted] = await tx.delete(invites).where(eq(invites.id, found.invite.id)).returning();
    if (!deleted) throw notFound(INVITE_NOT_FOUND);
    await recordAudit(tx, actor, inviteEntry(deleted, 'invite.deleted', deletedFields(deleted, INVITE_FIELDS)));
  });
}
