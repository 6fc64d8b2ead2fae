import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/server/auth/password';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db';
import { users, type NewUser, type User } from '@/server/db/schema';

export const TEST_PASSWORD = 'Coffee-lover-42';
let passwordHash: Promise<string> | undefined;

export async function createUser(overrides: Partial<NewUser> = {}): Promise<User> {
  const db = await getDb();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      displayName: 'Test User',
      role: 'sub_account',
      ...overrides,
    })
    .returning();
  return user as User;
}

/** A `cookie` request header carrying a real session for the user, as the login endpoint would issue. */
export async function sessionCookieFor(user: Pick<User, 'id' | 'email' | 'sessionVersion'>): Promise<string> {
  const response = await setSessionCookie(new Response(null), user);
  return cookieFromResponse(response);
}

/** Turns a response's Set-Cookie into the `cookie` header a browser would send back. */
export function cookieFromResponse(response: { headers: Headers }): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0]!;
}
