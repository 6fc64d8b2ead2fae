import 'server-only';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { getEnv } from '@/env';
import { INVITE_TTL_DAYS } from '@/lib/validation/invites';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db';
import { listFamilyChildren } from '@/server/db/queries/family';
import { getAccountById } from '@/server/db/queries/users';
import { guardianInvitations, guardians } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound } from '@/server/errors';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { guardianInviteEmail } from '@/server/mail/templates/guardian-invite';
import { inviteGone } from './invite-acceptance';

/*
 * Issue 27: a guardian invites another adult (a second parent) by e-mail. Accepting, signed in with that address
 * (an existing account, or one registered for it first), makes the account guardian of every child the inviter
 * manages at that moment (docs/decisions/families-and-guardians.md).
 */

const DAY = 24 * 60 * 60_000;
/** Invitations one guardian may send in 24 hours: a family has few adults; a script has many. */
export const GUARDIAN_INVITES_PER_DAY = 10;

export const GUARDIAN_INVITE_SENT = 'Invitation sent. It is valid for 14 days.';
export const GUARDIAN_INVITE_INVALID = 'This invitation link is invalid. Please check the link and try again.';
export const GUARDIAN_INVITE_USED = 'This invitation has already been accepted.';
export const GUARDIAN_INVITE_EXPIRED = 'This invitation has expired. Please ask for a new one.';
export const GUARDIAN_INVITE_OTHER_ADDRESS =
  'This invitation was sent to a different e-mail address. Please sign in with the invited account.';
export const NO_CHILDREN_YET = 'Add a child first: a guardian is invited to help with your children’s pages.';
export const NOT_YOURSELF = 'You are already a guardian of your children.';

export const guardianAcceptUrl = (token: string) =>
  `${getEnv().APP_URL.replace(/\/$/, '')}/family/accept?token=${encodeURIComponent(token)}`;

// POST /_api/family/guardians/invite
export async function inviteGuardian(inviterId: number, { email }: { email: string }): Promise<void> {
  const db = await getDb();
  const inviter = await getAccountById({ id: inviterId }, db);
  if (!inviter) throw forbidden();
  if (inviter.email.toLowerCase() === email) throw badRequest(NOT_YOURSELF);
  const children = await listFamilyChildren({ guardianId: inviterId }, db);
  if (children.length === 0) throw badRequest(NO_CHILDREN_YET);
  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(guardianInvitations)
      .where(
        and(
          eq(guardianInvitations.invitedByUserId, inviterId),
          gt(guardianInvitations.createdAt, new Date(Date.now() - DAY)),
        ),
      );
    if ((recent?.n ?? 0) >= GUARDIAN_INVITES_PER_DAY)
      throw new ApiError('too_many_requests', 'Too many guardian invitations today. Please try again tomorrow.');
    const token = newLinkToken();
    const tokenHash = hashToken(token);
    const [invitation] = await tx
      .insert(guardianInvitations)
      .values({ invitedByUserId: inviterId, email, tokenHash, expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY) })
      .returning({ id: guardianInvitations.id });
    const content = guardianInviteEmail({
      inviterName: inviter.displayName || inviter.firstName,
      childNames: children.map((child) => child.publicName),
      acceptUrl: guardianAcceptUrl(token),
    });
    await enqueueMail(tx, {
      to: email,
      ...content,
      kind: 'guardian-invite',
      category: 'transactional',
      senderUserId: inviterId,
      messageId: outboxMessageId('guardian-invite', invitation!.id, tokenHash.slice(0, 16)),
    });
  });
  kickMailOutbox();
}

// POST /_api/family/guardians/accept: the signed-in account (with the invited address) joins the family.
export async function acceptGuardianInvitation(userId: number, { token }: { token: string }): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(guardianInvitations)
      .where(eq(guardianInvitations.tokenHash, hashToken(token)))
      .for('update');
    if (!invitation) throw notFound(GUARDIAN_INVITE_INVALID);
    if (invitation.acceptedAt) throw inviteGone(GUARDIAN_INVITE_USED);
    if (invitation.expiresAt.getTime() <= Date.now()) throw inviteGone(GUARDIAN_INVITE_EXPIRED);
    const account = await getAccountById({ id: userId }, tx);
    if (!account || account.email.toLowerCase() !== invitation.email.toLowerCase())
      throw forbidden(GUARDIAN_INVITE_OTHER_ADDRESS);
    const children = await listFamilyChildren({ guardianId: invitation.invitedByUserId }, tx);
    if (children.length > 0)
      await tx
        .insert(guardians)
        .values(children.map((child) => ({ childUserId: child.id, guardianUserId: userId })))
        .onConflictDoNothing();
    const [accepted] = await tx
      .update(guardianInvitations)
      .set({ acceptedAt: new Date(), acceptedUserId: userId })
      .where(and(eq(guardianInvitations.id, invitation.id), isNull(guardianInvitations.acceptedAt)))
      .returning({ id: guardianInvitations.id });
    if (!accepted) throw inviteGone(GUARDIAN_INVITE_USED);
    return children.length;
  });
}
