import 'server-only';
import { eq } from 'drizzle-orm';
import { getEnv } from '@/env';
import { site } from '@/lib/site';
import type { AdminUser, AssignableRole, CreateUserValues } from '@/lib/validation/admin-users';
import { getDb, type Executor } from '@/server/db';
import { listUsersWithSales } from '@/server/db/queries/admin-users';
import { getUserByEmail } from '@/server/db/queries/users';
import { campaignParticipants, campaigns, passwordResetTokens, users, type User } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound } from '@/server/errors';
import { adminUserJson } from '@/server/serializers';
import { sendMail, type MailContent } from '@/server/mail';
import { button, buttonFallback, html, paragraph, renderHtmlLayout, renderTextLayout } from '@/server/mail/layout';
import { greeting } from '@/server/mail/templates/shared';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { isUniqueViolation } from '@/server/db/errors';
import { EMAIL_IN_USE } from './accounts';

export const USER_NOT_FOUND = 'User not found.';
export const PARENT_NOT_CAPTAIN = 'The parent user must be an existing fundraiser captain.';
export const ADMIN_NOT_DELETABLE = 'Admin users cannot be deleted.';
export const ADMIN_ROLE_LOCKED = 'The role of an admin cannot be changed.';
/** How long the set-your-password link in the welcome e-mail works (a reset link from "Forgot password?" works 1 hour). */
export const WELCOME_LINK_TTL_HOURS = 72;

async function adminUserById(id: number, db?: Executor): Promise<AdminUser> {
  const [row] = await listUsersWithSales({ userId: id }, db);
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

/** The welcome e-mail for an account an admin created: it has no password until the owner chooses one. */
export function accountCreatedEmail({
  displayName,
  setPasswordUrl,
  expiresInHours,
}: {
  displayName: string;
  setPasswordUrl: string;
  expiresInHours: number;
}): MailContent {
  const subject = `Your ${site.name} account is ready`;
  const heading = 'Choose your password';
  const intro = `An administrator at ${site.name} created an account for you with this e-mail address.`;
  const how = 'Open the link below to choose your password, then sign in with this e-mail address.';
  const expiry = `The link works for ${expiresInHours} hours. When it has expired, use "Forgot password?" on the sign-in page to get a new one.`;
  const text = renderTextLayout({ heading, paragraphs: [greeting(displayName), intro, how, setPasswordUrl, expiry] });
  const htmlBody = renderHtmlLayout({
    heading,
    preheader: intro,
    body: html`${paragraph(greeting(displayName))}${paragraph(intro)}${paragraph(how)}${button({ label: 'Choose your password', url: setPasswordUrl })}${paragraph(expiry)}${buttonFallback(setPasswordUrl)}`,
  });
  return { subject, text, html: htmlBody };
}

/**
 * Creates a user without a password, with a set-your-password link, in one transaction. A sub-account's parent must
 * be an existing fundraiser captain (locked while the user is inserted so it cannot change role meanwhile).
 * The welcome e-mail is sent after the commit: if it fails, the user stays and `welcomeEmailSent` is false (the
 * admin can have them use "Forgot password?").
 */
export async function createUserByAdmin(
  input: CreateUserValues,
): Promise<{ user: AdminUser; welcomeEmailSent: boolean }> {
  const db = await getDb();
  if (await getUserByEmail({ email: input.email })) throw new ApiError('conflict', EMAIL_IN_USE);
  let created: { user: AdminUser; row: User; token: string };
  try {
    created = await db.transaction(async (tx) => {
      if (input.parentUserId !== null) {
        const [parent] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, input.parentUserId))
          .for('share');
        if (parent?.role !== 'fundraiser_captain') throw badRequest(PARENT_NOT_CAPTAIN);
      }
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: null,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          displayName: input.displayName,
          phone: input.phone,
          parentUserId: input.parentUserId,
        })
        .returning();
      const token = await issuePasswordSetupToken({ userId: row!.id }, tx);
      return { user: await adminUserById(row!.id, tx), row: row!, token };
    });
  } catch (error) {
    // Two creations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError('conflict', EMAIL_IN_USE);
    throw error;
  }

  let welcomeEmailSent = true;
  try {
    await sendMail({
      to: created.row.email,
      ...accountCreatedEmail({
        displayName: created.row.displayName || created.row.firstName,
        setPasswordUrl: passwordSetupUrl(created.token),
        expiresInHours: WELCOME_LINK_TTL_HOURS,
      }),
    });
  } catch (error) {
    welcomeEmailSent = false;
    console.error('[admin] welcome e-mail failed for user', created.row.id, error);
  }
  return { user: created.user, welcomeEmailSent };
}

/**
 * Deletes a non-admin user in one transaction. Their orders stay (sub_account_id / user_id set null by the foreign
 * keys), their campaign participations go, the campaigns they captained lose their captain, and sub-accounts they
 * were the parent of are detached.
 */
export async function deleteUserByAdmin({ userId }: { userId: number }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role === 'admin') throw forbidden(ADMIN_NOT_DELETABLE);
    await tx.delete(campaignParticipants).where(eq(campaignParticipants.userId, userId));
    await tx.update(campaigns).set({ captainId: null }).where(eq(campaigns.captainId, userId));
    await tx.update(users).set({ parentUserId: null }).where(eq(users.parentUserId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * Switches a non-admin between sub_account and fundraiser_captain. A captain has no parent, so promoting clears
 * parentUserId. Sessions need nothing: every request reads the role from the row.
 */
export async function updateUserRoleByAdmin({
  userId,
  newRole,
}: {
  userId: number;
  newRole: AssignableRole;
}): Promise<AdminUser> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (user.role === 'admin') throw forbidden(ADMIN_ROLE_LOCKED);
    await tx
      .update(users)
      .set(newRole === 'fundraiser_captain' ? { role: newRole, parentUserId: null } : { role: newRole })
      .where(eq(users.id, userId));
    return adminUserById(userId, tx);
  });
}
