import 'server-only';
import { eq } from 'drizzle-orm';
import { getEnv } from '@/env';
import { type AssignableRole } from '@/lib/roles';
import type { AdminUser } from '@/lib/contracts/admin-users';
import type { CreateUserValues } from '@/lib/validation/admin-users';
import { getDb, type Executor } from '@/server/db';
import { getAdminUser } from '@/server/db/queries/admin-users';
import { getUserByEmail } from '@/server/db/queries/users';
import { campaignParticipants, campaigns, passwordResetTokens, users, type UserRow } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound, USER_NOT_FOUND } from '@/server/errors';
import { adminUserJson } from '@/server/reads/admin-users';
import { accountCreatedEmail } from '@/server/mail';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { EMAIL_IN_USE, insertAccount } from './accounts';
import {
  createdFields,
  deletedFields,
  diffFields,
  hasChanges,
  personName,
  recordAudit,
  type AuditActor,
} from './audit';

export const PARENT_NOT_CAPTAIN = 'The parent user must be an existing fundraiser captain.';
export const ADMIN_NOT_DELETABLE = 'Admin users cannot be deleted.';
export const ADMIN_ROLE_LOCKED = 'The role of an admin cannot be changed.';
/** The fields a user's audit entries keep (never the password hash or tokens). */
const USER_FIELDS = ['email', 'role', 'firstName', 'lastName', 'displayName', 'phone', 'parentUserId'] as const;

type UserSnapshot = Pick<UserRow, 'id' | 'email' | 'displayName' | 'firstName' | 'lastName'>;
const userEntry = (user: UserSnapshot) =>
  ({ entityType: 'user', entityId: user.id, entityLabel: personName(user) }) as const;

/**
 * The user's fields as their audit entry keeps them: the captain they belong to by name (`{ id, name }`), so the
 * Activity tab reads "Parent user: Maya Lopez", not an id that may not exist any more.
 */
async function auditedUser(user: UserRow, tx: Executor) {
  if (user.parentUserId === null) return user;
  const [parent] = await tx.select().from(users).where(eq(users.id, user.parentUserId));
  return { ...user, parentUserId: parent ? { id: parent.id, name: personName(parent) } : user.parentUserId };
}

/** How long the set-your-password link in the welcome e-mail works (a reset link from "Forgot password?" works 1 hour). */
export const WELCOME_LINK_TTL_HOURS = 72;

async function adminUserById(id: number, db?: Executor): Promise<AdminUser> {
  const row = await getAdminUser({ id }, db);
  if (!row) throw notFound(USER_NOT_FOUND);
  return adminUserJson(row);
}

/**
 * Stores a single-use set-your-password token for the user (hashed, like every reset token) and returns the raw
 * token. It is redeemed by the ordinary POST /_api/auth/reset-password, which also voids any other open link.
 */
export async function issuePasswordSetupToken(
  { userId, ttlHours = WELCOME_LINK_TTL_HOURS }: { userId: number; ttlHours?: number },
  db?: Executor,
) {
  const executor = db ?? (await getDb());
  const token = newLinkToken();
  await executor
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlHours * 3_600_000) });
  return token;
}

export function passwordSetupUrl(token: string) {
  return `${getEnv().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Creates a user without a password, with a set-your-password link and its `user.created` audit entry, in one
 * transaction. A sub-account's parent must
 * be an existing fundraiser captain (locked while the user is inserted so it cannot change role meanwhile).
 * The welcome e-mail is queued in the mail outbox in the same transaction and sent after the commit, with retries
 * (`welcomeEmailSent` says it is on its way; a send that keeps failing shows on the dashboard for a retry).
 */
export async function createUserByAdmin({
  actor,
  values: input,
}: {
  actor: AuditActor;
  values: CreateUserValues;
}): Promise<{ user: AdminUser; welcomeEmailSent: boolean }> {
  const db = await getDb();
  if (await getUserByEmail({ email: input.email })) throw new ApiError('conflict', EMAIL_IN_USE);
  const created = await db.transaction(async (tx) => {
    if (input.parentUserId !== null) {
      const [parent] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, input.parentUserId))
        .for('share');
      if (parent?.role !== 'fundraiser_captain') throw badRequest(PARENT_NOT_CAPTAIN);
    }
    const row = await insertAccount(tx, {
      email: input.email,
      passwordHash: null,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      phone: input.phone,
      parentUserId: input.parentUserId,
    });
    const token = await issuePasswordSetupToken({ userId: row.id }, tx);
    await recordAudit(tx, actor, {
      ...userEntry(row),
      action: 'user.created',
      changes: createdFields(await auditedUser(row, tx), USER_FIELDS),
    });
    await enqueueMail(tx, {
      to: row.email,
      ...accountCreatedEmail({
        displayName: row.displayName || row.firstName,
        setPasswordUrl: passwordSetupUrl(token),
        expiresInHours: WELCOME_LINK_TTL_HOURS,
      }),
      kind: 'account-created',
      category: 'transactional',
      messageId: outboxMessageId('account-created', row.id, hashToken(token).slice(0, 16)),
    });
    return adminUserById(row.id, tx);
  });
  kickMailOutbox();
  return { user: created, welcomeEmailSent: true };
}

/**
 * Deletes a non-admin user in one transaction, with a `user.deleted` entry keeping who they were. Their orders stay (sub_account_id / user_id set null by the foreign
 * keys), their campaign participations go, the campaigns they captained lose their captain, and sub-accounts they
 * were the parent of are detached.
 */
export async function deleteUserByAdmin({ actor, userId }: { actor: AuditActor; userId: number }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role === 'admin') throw forbidden(ADMIN_NOT_DELETABLE);
    const audited = await auditedUser(user, tx);
    await tx.delete(campaignParticipants).where(eq(campaignParticipants.userId, userId));
    await tx.update(campaigns).set({ captainId: null }).where(eq(campaigns.captainId, userId));
    await tx.update(users).set({ parentUserId: null }).where(eq(users.parentUserId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      ...userEntry(user),
      action: 'user.deleted',
      changes: deletedFields(audited, USER_FIELDS),
    });
  });
}

/**
 * Switches a non-admin between sub_account and fundraiser_captain, recording `user.role_changed`. The captain a
 * fundraiser belongs to (parentUserId) is kept: promoting and then demoting again puts them back on the same team
 * (docs/decisions/role-change-keeps-captain.md). Sessions need nothing: every request reads the role from the row.
 */
export async function updateUserRoleByAdmin({
  actor,
  userId,
  newRole,
}: {
  actor: AuditActor;
  userId: number;
  newRole: AssignableRole;
}): Promise<AdminUser> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role === 'admin') throw forbidden(ADMIN_ROLE_LOCKED);
    const after = { role: newRole };
    const changes = diffFields(user, after, ['role']);
    if (hasChanges(changes)) {
      await tx.update(users).set(after).where(eq(users.id, userId));
      await recordAudit(tx, actor, { ...userEntry(user), action: 'user.role_changed', changes });
    }
    return adminUserById(userId, tx);
  });
}
