import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getEnv } from '@/env';
import type { z } from 'zod';
import type { LoginInput, registerSchema } from '@/lib/validation/auth';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { toSessionUser } from '@/server/auth/session';
import type { SessionClaims } from '@/server/auth/session-cookie';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { getDb, type Executor } from '@/server/db';
import { asAccount } from '@/server/db/types';
import { isUniqueViolation } from '@/server/db/errors';
import { getUserByEmail } from '@/server/db/queries/users';
import { passwordResetTokens, revokedSessions, users, type NewUser, type User } from '@/server/db/schema';
import { ApiError, badRequest } from '@/server/errors';
import { passwordResetEmail } from '@/server/mail';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { pruneExpiredRecords } from './housekeeping';
import { consumeLimits, retryText } from './rate-limit';
import { registrationLimits, resetLimits, signInLimits } from './throttles';
export const RESET_TOKEN_TTL_MINUTES = 60;

export const LOGIN_FAILED = 'Invalid email or password.';
export const EMAIL_IN_USE = 'Email already in use';
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password. The link expires in 1 hour.';
export const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

// A real argon2id hash of a random string: unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;

export { toSessionUser };

/**
 * Checks a password for an e-mail: the sign-in form, and anywhere else an account's password is proven (invite
 * accept). Each check uses up one attempt of the e-mail's and the address's sign-in budget before it runs, so at
 * most 5 checks per e-mail happen in 15 minutes however many requests arrive at once; a correct password gives the
 * attempt back, so only failures count. Unknown e-mails cost the same time as wrong passwords.
 */
export async function verifyAccountPassword({ email, password }: LoginInput, ip: string): Promise<User> {
  const attempt = await consumeLimits(
    signInLimits(email, ip),
    (m) => `Too many failed sign-in attempts. Please try again ${retryText(m)}.`,
  );
  const user = await getUserByEmail({ email });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !user.passwordHash || !valid) throw new ApiError('unauthorized', LOGIN_FAILED);
  await attempt.refund();
  return user;
}

/** Creates a sub_account (throttled per address and e-mail). A duplicate e-mail (any case) is refused with 'Email already in use'. */
export async function registerUser(input: z.output<typeof registerSchema>, ip: string): Promise<User> {
  await consumeLimits(
    registrationLimits(input.email, ip),
    (m) => `Too many accounts were created from here. Please try again ${retryText(m)}.`,
  );
  const db = await getDb();
  if (await getUserByEmail({ email: input.email })) throw new ApiError('conflict', EMAIL_IN_USE);
  return insertAccount(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: 'sub_account',
    displayName: input.displayName,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
  });
}

/**
 * Inserts an account (registration, invite accept, admin creation). Two requests racing for one address are settled
 * by the unique index on lower(email): the loser gets 409 'Email already in use'.
 */
export async function insertAccount(executor: Executor, values: NewUser): Promise<User> {
  try {
    const [user] = await executor.insert(users).values(values).returning();
    return asAccount(user!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('conflict', EMAIL_IN_USE);
    throw error;
  }
}

/** Ends one session on the server: its id is refused until the cookie would have expired anyway. */
export async function revokeSession(claims: SessionClaims) {
  const db = await getDb();
  await db
    .insert(revokedSessions)
    .values({ sessionId: claims.sessionId, expiresAt: claims.expiresAt })
    .onConflictDoNothing();
  pruneExpiredRecords();
}

/**
 * Issues a single-use reset token (stored hashed, valid one hour) when the account exists.
 * Returns the raw token for the e-mail, or null; callers answer the same way either way.
 */
export async function createPasswordReset(email: string, ip: string): Promise<{ token: string; user: User } | null> {
  await consumeLimits(
    resetLimits(email, ip),
    (m) => `Too many password reset requests. Please try again ${retryText(m)}.`,
  );
  const user = await getUserByEmail({ email });
  if (!user) return null;
  const token = newLinkToken();
  const tokenHash = hashToken(token);
  const db = await getDb();
  // The link's e-mail is queued with the token: both exist or neither (the caller kicks the mail outbox).
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000) })
      .returning({ id: passwordResetTokens.id });
    await enqueueMail(tx, {
      to: user.email,
      ...passwordResetEmail({
        displayName: user.displayName || user.firstName,
        resetUrl: `${getEnv().APP_URL}/reset-password?token=${encodeURIComponent(token)}`,
        expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
      }),
      kind: 'password-reset',
      category: 'transactional',
      messageId: outboxMessageId('password-reset', row!.id, tokenHash.slice(0, 16)),
    });
  });
  return { token, user };
}

/** Sets a new password from a reset token, uses the token up, and ends every existing session of the user. */
export async function resetPasswordWithToken(token: string, password: string): Promise<User> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(RESET_TOKEN_INVALID);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, claimed.userId))
      .returning();
    // Any other outstanding links for this account die with this reset.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    return asAccount(user!);
  });
}
