import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getEnv } from '@/env';
import { INVITE_TTL_DAYS, type AcceptInviteInput, type InviteMembersResult } from '@/lib/validation/invites';
import { hashPassword } from '@/server/auth/password';
import type { SessionUser } from '@/server/auth/session';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db';
import { isUniqueViolation } from '@/server/db/errors';
import {
  getInviteByCampaignEmail,
  getInviteByTokenHash,
  getInviteForManager,
  getManagedCampaign,
  isCampaignParticipant,
  type CampaignManager,
} from '@/server/db/queries/invites';
import { getUserByEmail, getUserById } from '@/server/db/queries/users';
import { campaignParticipants, invites, users, type User } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound } from '@/server/errors';
import { sendMail, teamInviteEmail } from '@/server/mail';
import { EMAIL_IN_USE, verifyAccountPassword } from './accounts';

const DAY = 24 * 60 * 60_000;

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const INVITE_NOT_FOUND = 'Invitation not found.';
export const INVITE_INVALID = 'This invitation link is invalid. Please check the link and try again.';
export const INVITE_EXPIRED = 'This invitation has expired. Please ask your team captain to send a new one.';
export const INVITE_USED = 'This invitation has already been accepted.';
export const INVITE_EMAIL_MISMATCH =
  'This invitation was sent to a different email address. Please log out and sign in with the invited account.';
export const INVITE_MAIL_FAILED = 'The invitation email could not be sent. Please try again later.';

/** 410 Gone: the link existed but can no longer be used. */
const inviteGone = (message: string) => new ApiError('gone', message);

function newToken() {
  const token = newLinkToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY) };
}

export function inviteAcceptUrl(token: string) {
  return `${getEnv().APP_URL.replace(/\/$/, '')}/invites/accept?token=${encodeURIComponent(token)}`;
}

async function mailInvite(input: {
  to: string;
  inviteeName: string;
  captainName: string;
  campaignName: string;
  token: string;
}) {
  const content = teamInviteEmail({
    inviteeName: input.inviteeName,
    captainName: input.captainName,
    campaignName: input.campaignName,
    acceptUrl: inviteAcceptUrl(input.token),
  });
  await sendMail({ to: input.to, ...content });
}

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
  const captainName = campaign.captainName || inviter.displayName || 'Your team captain';

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
    const { token, tokenHash, expiresAt } = newToken();
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
  const { token, tokenHash, expiresAt } = newToken();
  await db
    .update(invites)
    .set({ tokenHash, expiresAt, sentAt: new Date(), status: 'sent' })
    .where(eq(invites.id, invite.id));
  try {
    await mailInvite({
      to: invite.inviteeEmail,
      inviteeName: invite.inviteeName,
      captainName: found.captainName || actor.displayName || 'Your team captain',
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

export type InviteDetails = { captainName: string; campaignName: string; inviteeEmail: string; userExists: boolean };

export type OpenedInvite =
  | { ok: true; details: InviteDetails; campaignId: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'used'; message: string };

function isExpired(invite: { status: string; expiresAt: Date }) {
  return invite.status === 'expired' || invite.expiresAt.getTime() <= Date.now();
}

/**
 * What the accept page shows for a token. Opening a 'sent' invitation marks it 'clicked' (shown 'Viewed');
 * opening one past its expiry marks it 'expired'.
 */
export async function openInvite({ token }: { token: string }): Promise<OpenedInvite> {
  const db = await getDb();
  const row = await getInviteByTokenHash({ tokenHash: hashToken(token) }, db);
  if (!row) return { ok: false, reason: 'invalid', message: INVITE_INVALID };
  const { invite } = row;
  if (invite.acceptedAt || invite.status === 'accepted') return { ok: false, reason: 'used', message: INVITE_USED };
  if (isExpired(invite)) {
    if (invite.status !== 'expired')
      await db.update(invites).set({ status: 'expired' }).where(eq(invites.id, invite.id));
    return { ok: false, reason: 'expired', message: INVITE_EXPIRED };
  }
  if (invite.status === 'sent') {
    await db
      .update(invites)
      .set({ status: 'clicked' })
      .where(and(eq(invites.id, invite.id), eq(invites.status, 'sent')));
  }
  return {
    ok: true,
    campaignId: invite.campaignId,
    details: {
      captainName: row.captainName ?? 'Your team captain',
      campaignName: row.campaignName,
      inviteeEmail: invite.inviteeEmail,
      userExists: row.inviteeUserId !== null,
    },
  };
}

/** The API error for a token that cannot be opened: unknown → 404, expired or already used → 410. */
export function openedInviteError(opened: Extract<OpenedInvite, { ok: false }>): ApiError {
  return opened.reason === 'invalid' ? notFound(opened.message) : inviteGone(opened.message);
}

/**
 * Accepts an invitation in one transaction: the signed-in invitee, an existing account proven by its password,
 * or a new sub_account (its parent is the campaign captain). The user joins the campaign (once) and the invitation
 * is marked accepted. Returns the user to sign in.
 *
 * An existing account's password is checked first, outside the transaction, exactly like a sign-in: through the
 * same per-e-mail and per-address budget (src/server/services/throttles.ts).
 */
export async function acceptInvite({
  input,
  sessionUser,
  ip,
}: {
  input: AcceptInviteInput;
  sessionUser: SessionUser | null;
  ip: string;
}): Promise<{ user: User; campaignId: number }> {
  const db = await getDb();
  let provenUserId: number | null = null;
  if (!sessionUser) {
    const found = await getInviteByTokenHash({ tokenHash: hashToken(input.token) }, db);
    if (found && found.inviteeUserId !== null) {
      if (!input.password) throw badRequest('Password is required.');
      provenUserId = (
        await verifyAccountPassword(
          { email: found.invite.inviteeEmail.trim().toLowerCase(), password: input.password },
          ip,
        )
      ).id;
    }
  }
  return db.transaction(async (tx) => {
    const row = await getInviteByTokenHash({ tokenHash: hashToken(input.token), forUpdate: true }, tx);
    if (!row) throw notFound(INVITE_INVALID);
    const { invite } = row;
    if (invite.acceptedAt || invite.status === 'accepted') throw badRequest(INVITE_USED);
    if (isExpired(invite)) throw inviteGone(INVITE_EXPIRED);
    const inviteeEmail = invite.inviteeEmail.trim().toLowerCase();

    let user: User | null | undefined;
    if (sessionUser) {
      if (sessionUser.email.trim().toLowerCase() !== inviteeEmail) throw forbidden(INVITE_EMAIL_MISMATCH);
      user = await getUserById({ id: sessionUser.id }, tx);
      if (!user) throw forbidden(INVITE_EMAIL_MISMATCH);
    } else {
      user = await getUserByEmail({ email: inviteeEmail }, tx);
      if (user) {
        // The account appeared after the password step (registered meanwhile): it has not been proven.
        if (user.id !== provenUserId) throw new ApiError('conflict', EMAIL_IN_USE);
      } else {
        if (!input.firstName) throw badRequest('First name is required.');
        if (!input.lastName) throw badRequest('Last name is required.');
        if (!input.displayName) throw badRequest('Display name is required.');
        if (!input.password) throw badRequest('Password is required.');
        try {
          [user] = await tx
            .insert(users)
            .values({
              email: inviteeEmail,
              passwordHash: await hashPassword(input.password),
              role: 'sub_account',
              parentUserId: row.campaignCaptainId,
              displayName: input.displayName,
              firstName: input.firstName,
              lastName: input.lastName,
              phone: input.phone,
            })
            .returning();
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError('conflict', EMAIL_IN_USE);
          throw error;
        }
      }
    }
    const member = user!;
    await tx
      .insert(campaignParticipants)
      .values({ campaignId: invite.campaignId, userId: member.id })
      .onConflictDoNothing();
    const [accepted] = await tx
      .update(invites)
      .set({ status: 'accepted', acceptedAt: new Date(), acceptedUserId: member.id })
      .where(and(eq(invites.id, invite.id), isNull(invites.acceptedAt)))
      .returning({ id: invites.id });
    if (!accepted) throw badRequest(INVITE_USED);
    return { user: member, campaignId: invite.campaignId };
  });
}
