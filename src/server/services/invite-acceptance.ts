import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { InviteDetails } from '@/lib/contracts/invites';
import type { AcceptInviteInput } from '@/lib/validation/invites';
import { isPlainPersonName } from '@/lib/validation/common';
import { hashPassword } from '@/server/auth/password';
import type { SessionUser } from '@/server/auth/session';
import { hashToken } from '@/server/auth/tokens';
import { getDb, type Executor, type Transaction } from '@/server/db';
import { getInviteByTokenHash, getInviteWithDetailsById } from '@/server/db/queries/invites';
import { findInviteIdOfEarlierLink } from '@/server/db/queries/replaced-invite-links';
import { getAccountById, getUserByEmail } from '@/server/db/queries/users';
import { campaignParticipants, invites, type User } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound } from '@/server/errors';
import { EMAIL_IN_USE, insertAccount, verifyAccountPassword } from './accounts';
import { CAPTAIN_NAME_FALLBACK } from './invite-links';
import { insertChild } from './family';
import { INVITE_USED } from './invites';

/* The invitee's side of an invitation: opening its link, and accepting it. */

export const INVITE_INVALID = 'This invitation link is invalid. Please check the link and try again.';
export const INVITE_EXPIRED = 'This invitation has expired. Please ask your team captain to send a new one.';
export const INVITE_REPLACED = 'This link was replaced by a newer one: check your latest e-mail from us.';
export const INVITE_EMAIL_MISMATCH =
  'This invitation was sent to a different email address. Please log out and sign in with the invited account.';

/** 410 Gone: the link existed but can no longer be used. */
export const inviteGone = (message: string) => new ApiError('gone', message);

export type OpenedInvite =
  | { ok: true; details: InviteDetails; campaignId: number }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'replaced'; message: string };

function isExpired(invite: { status: string; expiresAt: Date }) {
  return invite.status === 'expired' || invite.expiresAt.getTime() <= Date.now();
}

/**
 * What the accept page shows for a token. Opening a 'sent' invitation marks it 'clicked' (shown 'Viewed');
 * opening one past its expiry marks it 'expired'.
 */
export async function openInvite({ token }: { token: string }): Promise<OpenedInvite> {
  const db = await getDb();
  const tokenHash = hashToken(token);
  const row = await getInviteByTokenHash({ tokenHash }, db);
  if (!row) {
    // An earlier link of an invitation sent again (src/server/services/invite-new-link.ts offers a fresh one).
    const replaced = await findReplacedInvite(tokenHash, db);
    if (!replaced) return { ok: false, reason: 'invalid', message: INVITE_INVALID };
    if (replaced.invite.acceptedAt || replaced.invite.status === 'accepted')
      return { ok: false, reason: 'used', message: INVITE_USED };
    return { ok: false, reason: 'replaced', message: INVITE_REPLACED };
  }
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
      captainName: row.captainName && isPlainPersonName(row.captainName) ? row.captainName : CAPTAIN_NAME_FALLBACK,
      campaignName: row.campaignName,
      inviteeEmail: invite.inviteeEmail,
      userExists: row.inviteeUserId !== null,
      ...(invite.childFirstName ? { childFirstName: invite.childFirstName } : {}),
    },
  };
}

/** The API error for a token that cannot be opened: unknown → 404, expired, replaced or already used → 410. */
export function openedInviteError(opened: Extract<OpenedInvite, { ok: false }>): ApiError {
  return opened.reason === 'invalid' ? notFound(opened.message) : inviteGone(opened.message);
}

/** The invitation an earlier (replaced) link of which hashes to `tokenHash`, or null. */
export async function findReplacedInvite(tokenHash: string, db?: Executor, forUpdate = false) {
  const inviteId = await findInviteIdOfEarlierLink({ tokenHash }, db);
  if (inviteId === null) return null;
  const row = await getInviteWithDetailsById({ inviteId, forUpdate }, db);
  return row && row.invite.tokenHash !== tokenHash ? row : null;
}

/**
 * Accepts an invitation in one transaction: the signed-in invitee, an existing account proven by its password,
 * or a new sub_account (its parent is the campaign captain). The user joins the campaign (once) and the invitation
 * is marked accepted. Returns the user to sign in. A family invitation (issue 27, `child_first_name`): the account is
 * the parent's, which becomes guardian of a new child profile of that name; the child joins, the parent does not.
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
  const provenUserId = sessionUser ? null : await proveExistingAccount(input, ip);
  return db.transaction(async (tx) => {
    const row = await getInviteByTokenHash({ tokenHash: hashToken(input.token), forUpdate: true }, tx);
    if (!row) throw notFound(INVITE_INVALID);
    const { invite } = row;
    if (invite.acceptedAt || invite.status === 'accepted') throw badRequest(INVITE_USED);
    if (isExpired(invite)) throw inviteGone(INVITE_EXPIRED);
    const inviteeEmail = invite.inviteeEmail.trim().toLowerCase();

    const member = sessionUser
      ? await signedInInvitee(tx, sessionUser, inviteeEmail)
      : await provenOrNewInvitee(tx, {
          input,
          inviteeEmail,
          provenUserId,
          // A family's parent is not on the team: no captain link (docs/decisions/notice-recipients.md).
          captainId: invite.childFirstName ? null : row.campaignCaptainId,
        });
    if (invite.childFirstName)
      await insertChild(tx, { guardianId: member.id, firstName: invite.childFirstName, campaignId: invite.campaignId });
    else
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

/**
 * An invitation to an address that already has an account is accepted with that account's password, checked first,
 * outside the transaction, exactly like a sign-in: through the same per-e-mail and per-address budget
 * (src/server/services/throttles.ts). Returns the proven account's id, or null when the address has no account.
 */
async function proveExistingAccount(input: AcceptInviteInput, ip: string): Promise<number | null> {
  const found = await getInviteByTokenHash({ tokenHash: hashToken(input.token) });
  if (!found || found.inviteeUserId === null) return null;
  if (!input.password) throw badRequest('Password is required.');
  const email = found.invite.inviteeEmail.trim().toLowerCase();
  return (await verifyAccountPassword({ email, password: input.password }, ip)).id;
}

/** A signed-in user accepts only an invitation sent to their own address. */
async function signedInInvitee(tx: Transaction, sessionUser: SessionUser, inviteeEmail: string): Promise<User> {
  if (sessionUser.email.trim().toLowerCase() !== inviteeEmail) throw forbidden(INVITE_EMAIL_MISMATCH);
  const user = await getAccountById({ id: sessionUser.id }, tx);
  if (!user) throw forbidden(INVITE_EMAIL_MISMATCH);
  return user;
}

/** Signed out: the account proven by its password before the transaction, or a new sub_account. */
async function provenOrNewInvitee(
  tx: Transaction,
  {
    input,
    inviteeEmail,
    provenUserId,
    captainId,
  }: { input: AcceptInviteInput; inviteeEmail: string; provenUserId: number | null; captainId: number | null },
): Promise<User> {
  const existing = await getUserByEmail({ email: inviteeEmail }, tx);
  if (existing) {
    // The account appeared after the password step (registered meanwhile): it has not been proven.
    if (existing.id !== provenUserId) throw new ApiError('conflict', EMAIL_IN_USE);
    return existing;
  }
  if (!input.firstName) throw badRequest('First name is required.');
  if (!input.lastName) throw badRequest('Last name is required.');
  if (!input.displayName) throw badRequest('Display name is required.');
  if (!input.password) throw badRequest('Password is required.');
  return insertAccount(tx, {
    email: inviteeEmail,
    passwordHash: await hashPassword(input.password),
    role: 'sub_account',
    parentUserId: captainId,
    displayName: input.displayName,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
  });
}
