import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/%5Fapi/auth/login_with_password/route';
import { POST as register } from '@/app/%5Fapi/auth/register_with_password/route';
import { POST as signImage } from '@/app/%5Fapi/images/sign/route';
import { POST as acceptInvite } from '@/app/%5Fapi/invites/accept/route';
import { hashToken, newLinkToken } from '@/server/auth/tokens';
import { getDb } from '@/server/db';
import { invites, rateLimitEvents, revokedSessions, users } from '@/server/db/schema';
import { deleteExpiredRecords, RATE_LIMIT_RETENTION_MS } from '@/server/services/housekeeping';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';

const post = (handler: Parameters<typeof call>[0], body: unknown, headers: Record<string, string> = {}) =>
  call(handler, { method: 'POST', path: '/x', body, headers });

let address = 0;
const freshAddress = () => fromAddress(`10.60.${Math.floor(++address / 250)}.${address % 250}`);

/** Fills a budget as if `n` earlier requests had used it just now. */
async function spend(bucket: string, key: string, n: number) {
  const db = await getDb();
  await db.insert(rateLimitEvents).values(Array.from({ length: n }, () => ({ bucket, key })));
}

async function events(bucket: string, key: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
  return row!.n;
}

async function inviteFor(email: string) {
  const { campaign } = await createCampaignWithFundraiser([]);
  const token = newLinkToken();
  const db = await getDb();
  await db.insert(invites).values({
    campaignId: campaign.id,
    inviteeName: 'Ivy',
    inviteeEmail: email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

describe('sign-in throttle under concurrency', () => {
  it('checks the password at most 5 times for 30 simultaneous wrong attempts on one e-mail', async () => {
    await createUser({ email: 'stormed@example.com' });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(login, { email: 'stormed@example.com', password: `guess-${i}` }, freshAddress()),
      ),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await events('login-email', 'stormed@example.com')).toBe(5);
  });

  it('gives the attempt back when the password is right', async () => {
    await createUser({ email: 'rightful@example.com' });
    for (let i = 0; i < 3; i++)
      expect((await post(login, { email: 'rightful@example.com', password: 'nope' }, freshAddress())).status).toBe(401);
    expect((await post(login, { email: 'rightful@example.com', password: TEST_PASSWORD }, freshAddress())).status).toBe(
      200,
    );
    expect(await events('login-email', 'rightful@example.com')).toBe(3);
  });
});

describe('invite accept proves an existing account through the sign-in throttle', () => {
  it('refuses a sixth password guess with 429, and shares the budget with the login form', async () => {
    const member = await createUser({ email: 'guarded@example.com' });
    const token = await inviteFor(member.email);
    for (let i = 0; i < 3; i++) {
      const wrong = await post(acceptInvite, { token, password: `Wrong-guess-${i}` }, freshAddress());
      expect(wrong.status).toBe(401);
      expect(wrong.json.error).toBe('Invalid email or password.');
    }
    for (let i = 0; i < 2; i++)
      expect((await post(login, { email: member.email, password: `Other-${i}` }, freshAddress())).status).toBe(401);
    const blocked = await post(acceptInvite, { token, password: TEST_PASSWORD }, freshAddress());
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many failed sign-in attempts\. Please try again in/);
    const db = await getDb();
    const [row] = await db.select().from(invites).where(eq(invites.inviteeEmail, member.email));
    expect(row!.acceptedAt).toBeNull();
  });
});

describe('registration throttle', () => {
  const body = (email: string) => ({
    email,
    password: 'Register-me-1',
    displayName: 'New Bee',
    firstName: 'New',
    lastName: 'Bee',
  });

  it('allows 60 accounts an hour from one address, then answers 429 and creates nothing', async () => {
    const from = fromAddress('10.61.0.1');
    await spend('register-ip', '10.61.0.1', 59);
    expect((await post(register, body('sixtieth@example.com'), from)).status).toBe(201);
    const blocked = await post(register, body('sixty-first@example.com'), from);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(
      /^Too many accounts were created from here\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, 'sixty-first@example.com'))).toHaveLength(0);
    // Another address is not affected.
    expect((await post(register, body('elsewhere@example.com'), freshAddress())).status).toBe(201);
  });

  it('allows 5 attempts an hour for one e-mail', async () => {
    expect((await post(register, body('once@example.com'), freshAddress())).status).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await post(register, body('once@example.com'), freshAddress())).status).toBe(409);
    expect((await post(register, body('once@example.com'), freshAddress())).status).toBe(429);
  });
});

describe('image signing throttle and local upload quota', () => {
  const sign = (cookie: string, headers: Record<string, string> = {}) =>
    post(signImage, { context: 'avatars', contentType: 'image/png', size: 1000 }, { cookie, ...headers });

  it('stops a user after 50 uploads a day on local storage', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    await spend('upload-quota-user', String(user.id), 49);
    expect((await sign(cookie)).status).toBe(200);
    const blocked = await sign(cookie);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe('You have reached the daily upload limit. Please try again tomorrow.');
  });

  it('gives admins a larger daily quota for the catalogue', async () => {
    const admin = await createUser({ role: 'admin' });
    await spend('upload-quota-user', String(admin.id), 50);
    expect((await sign(await sessionCookieFor(admin))).status).toBe(200);
  });

  it('limits upload links per user per hour and per address', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    await spend('image-sign-user', String(user.id), 60);
    expect((await sign(cookie)).status).toBe(429);
    const other = await createUser();
    await spend('image-sign-ip', '10.62.0.1', 200);
    const fromBusy = await sign(await sessionCookieFor(other), fromAddress('10.62.0.1'));
    expect(fromBusy.status).toBe(429);
    expect(fromBusy.json.error).toMatch(/^Too many uploads started\. Please try again in/);
  });
});

describe('housekeeping', () => {
  it('prunes throttle events no limit counts any more and logouts whose cookie has expired', async () => {
    const db = await getDb();
    const now = new Date();
    await db.insert(rateLimitEvents).values([
      { bucket: 'prune-test', key: 'old', createdAt: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - 60_000) },
      { bucket: 'prune-test', key: 'fresh', createdAt: new Date(now.getTime() - 60_000) },
    ]);
    await db.insert(revokedSessions).values([
      { sessionId: 'prune-expired', expiresAt: new Date(now.getTime() - 1000) },
      { sessionId: 'prune-live', expiresAt: new Date(now.getTime() + 86_400_000) },
    ]);
    const removed = await deleteExpiredRecords(now);
    expect(removed.rateLimitEvents).toBeGreaterThanOrEqual(1);
    expect(removed.revokedSessions).toBeGreaterThanOrEqual(1);
    expect(await events('prune-test', 'old')).toBe(0);
    expect(await events('prune-test', 'fresh')).toBe(1);
    const left = await db.select({ id: revokedSessions.sessionId }).from(revokedSessions);
    expect(left.map((r) => r.id)).toContain('prune-live');
    expect(left.map((r) => r.id)).not.toContain('prune-expired');
  });
});
