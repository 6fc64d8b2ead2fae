import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LoginInput, registerSchema } from '@/lib/validation/auth';
import { hashPassword, verifyPassword } from '@/server/auth/password';
import { toSessionUser } from '@/server/auth/session';
import type { SessionClaims } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db';
import { getUserByEmail } from '@/server/db/queries/users';
import { passwordResetTokens, revokedSessions, users, type User } from '@/server/db/schema';
import { ApiError, badRequest } from '@/server/http/errors';
import { assertWithinLimits, recordEvents, retryText, type Limit } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const LOGIN_FAILED = 'Invalid email or password.';
export const EMAIL_IN_USE = 'Email already in use';
export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password. The link expires in 1 hour.';
export const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

// A real argon2id hash of a random string: unknown e-mails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;

export { toSessionUser };

function loginLimits(email: string, ip: string): Limit[] {
  return [
    { bucket: 'login-email', key: email, max: 5, windowMs: FIFTEEN_MINUTES },
    { bucket: 'login-ip', key: ip, max: 50, windowMs: FIFTEEN_MINUTES },
  ];
}

/** Checks a password login. Failed attempts are counted per e-mail and per address; successes never are. */
export async function authenticateWithPassword(input: LoginInput, ip: string): Promise<User> {
  const limits = loginLimits(input.email, ip);
  await assertWithinLimits(limits, (m) => `Too many failed sign-in attempts. Please try again ${retryText(m)}.`);
  const user = await getUserByEmail({ email: input.email });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !user.passwordHash || !valid) {
    await recordEvents(limits);
    throw new ApiError('unauthorized', LOGIN_FAILED);
  }
  return user;
}

/** Creates a sub_account. A duplicate e-mail (any case) is refused with 'Email already in use'. */
export async function registerUser(input: z.output<typeof registerSchema>): Promise<User> {
  const db = await getDb();
  if (await getUserByEmail({ email: input.email })) throw new ApiError('conflict', EMAIL_IN_USE);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: 'sub_account',
        displayName: input.displayName,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError('conflict', EMAIL_IN_USE);
    throw error;
  }
}

/** Ends one session on the server: its id is refused until the cookie would have expired anyway. */
export async function revokeSession(claims: SessionClaims) {
  const db = await getDb();
  await db.insert(revokedSessions).values({ sessionId: claims.sessionId, expiresAt: claims.expiresAt }).onConflictDoNothing();
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a single-use reset token (stored hashed, valid one hour) when the account exists.
 * Returns the raw token for the e-mail, or null; callers answer the same way either way.
 */
export async function createPasswordReset(email: string, ip: string): Promise<{ token: string; user: User } | null> {
  const limits: Limit[] = [
    { bucket: 'reset-email', key: email, max: 5, windowMs: HOUR },
    { bucket: 'reset-ip', key: ip, max: 100, windowMs: HOUR },
  ];
  await assertWithinLimits(limits, (m) => `Too many password reset requests. Please try again ${retryText(m)}.`);
  await recordEvents(limits);
  const user = await getUserByEmail({ email });
  if (!user) return null;
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
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
    return user!;
  });
}

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
