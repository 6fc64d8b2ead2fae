import { randomBytes } from 'node:crypto';
import { hashPassword } from '@/server/auth/password';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { getDb } from '@/server/db';
import { users, type NewUser, type User } from '@/server/db/schema';
import { setFundraiserPage } from './pages';

export const TEST_PASSWORD = 'Coffee-lover-42';
let passwordHash: Promise<string> | undefined;

/**
 * Page fields a test may give a new user (issue 27: they live on fundraiser_pages): they make the user's page before
 * any campaign, which becomes the page of the first campaign the user joins.
 */
export type NewUserPage = Partial<{
  isPublic: boolean;
  description: string | null;
  customMessage: string | null;
  goalAmountCents: number | null;
  landingPageSlug: string | null;
  onLeaderboard: boolean;
}>;

export async function createUser(overrides: Partial<NewUser> & NewUserPage = {}): Promise<User & NewUserPage> {
  const db = await getDb();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const { isPublic, description, customMessage, goalAmountCents, landingPageSlug, onLeaderboard, ...fields } =
    overrides;
  const page = { isPublic, description, customMessage, goalAmountCents, slug: landingPageSlug, onLeaderboard };
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      displayName: 'Test User',
      role: 'sub_account',
      ...fields,
    })
    .returning();
  const given = Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length > 0) await setFundraiserPage(user!.id, null, given);
  return {
    ...(user as User),
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key in page || key === 'landingPageSlug')),
  };
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
