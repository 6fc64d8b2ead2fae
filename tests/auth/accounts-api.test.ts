import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/%5Fapi/auth/login_with_password/route';
import { POST as logout } from '@/app/%5Fapi/auth/logout/route';
import { POST as register } from '@/app/%5Fapi/auth/register_with_password/route';
import { GET as session } from '@/app/%5Fapi/auth/session/route';
import { GET as adminStats } from '@/app/%5Fapi/admin/stats/route';
import { POST as updateProfile } from '@/app/%5Fapi/users/profile/route';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { cookieFromResponse, createUser, sessionCookieFor, TEST_PASSWORD } from '../support/auth';
import { call, fromAddress } from '../support/http';

const post = (handler: Parameters<typeof call>[0], body: unknown, headers: Record<string, string> = {}) =>
  call(handler, { method: 'POST', path: '/_api/x', body, headers });

async function sessionUser(cookie: string) {
  return (await call(session, { path: '/_api/auth/session', headers: { cookie } })).json.user;
}

describe('register_with_password', () => {
  const valid = {
    email: 'New.Person@Example.com',
    password: 'longenough',
    displayName: 'Newbie',
    firstName: 'New',
    lastName: 'Person',
    phone: '502-555-0100',
  };

  it('creates a sub_account, signs it in and never returns the password', async () => {
    const { status, json, headers } = await post(register, valid);
    expect(status).toBe(201);
    expect(json.user).toMatchObject({
      email: 'new.person@example.com',
      role: 'sub_account',
      displayName: 'Newbie',
      phone: '502-555-0100',
    });
    expect(JSON.stringify(json)).not.toMatch(/password|hash/i);
    const cookie = headers.get('set-cookie')!;
    expect(cookie).toMatch(/^authjs\.session-token=.+; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await sessionUser(cookieFromResponse({ headers })))?.email).toBe('new.person@example.com');
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, 'new.person@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the same e-mail in another case with Email already in use', async () => {
    const { status, json } = await post(register, { ...valid, email: 'NEW.PERSON@example.COM' });
    expect(status).toBe(409);
    expect(json.error).toContain('Email already in use');
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ displayName: '  ' }, 'Display name is required.'],
    [{ firstName: undefined }, 'First name is required.'],
    [{ lastName: '' }, 'Last name is required.'],
    [{ role: 'admin' }, 'Unknown field: role.'],
    [{ displayName: 'x'.repeat(5000) }, 'Must be at most 100 characters.'],
  ])('answers 400 for %j', async (change, message) => {
    const { status, json } = await post(register, { ...valid, email: 'other@example.com', ...change });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });
});

describe('login_with_password', () => {
  it('signs in with the right password, case-insensitively by e-mail', async () => {
    const user = await createUser({ email: 'barista@example.com' });
    const { status, json, headers } = await post(
      login,
      { email: 'Barista@Example.com', password: TEST_PASSWORD },
      fromAddress('10.0.0.1'),
    );
    expect(status).toBe(200);
    expect(json.user).toMatchObject({ id: user.id, email: 'barista@example.com' });
    expect((await sessionUser(cookieFromResponse({ headers })))?.id).toBe(user.id);
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    await createUser({ email: 'roaster@example.com' });
    const wrong = await post(
      login,
      { email: 'roaster@example.com', password: 'wrong-password' },
      fromAddress('10.0.0.2'),
    );
    const unknown = await post(
      login,
      { email: 'nobody@example.com', password: 'wrong-password' },
      fromAddress('10.0.0.2'),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'Invalid email or password.' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('validates with the spec messages', async () => {
    expect((await post(login, { email: 'x', password: 'y' })).json.error).toBe('Please enter a valid email address.');
    expect((await post(login, { email: 'a@b.co', password: '' })).json.error).toBe('Password is required.');
    const malformed = await call(login, {
      method: 'POST',
      path: '/x',
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('throttles an e-mail after 5 failures in 15 minutes, with a retry time, even with the right password', async () => {
    await createUser({ email: 'target@example.com' });
    for (let i = 0; i < 5; i++) {
      const attempt = await post(
        login,
        { email: 'target@example.com', password: 'guess' + i },
        fromAddress(`10.1.0.${i}`),
      );
      expect(attempt.status).toBe(401);
    }
    const blocked = await post(
      login,
      { email: 'target@example.com', password: TEST_PASSWORD },
      fromAddress('10.1.0.99'),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(
      /^Too many failed sign-in attempts\. Please try again in (15 minutes|\d+ minutes|a minute)\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Other accounts are not affected.
    await createUser({ email: 'bystander@example.com' });
    expect(
      (await post(login, { email: 'bystander@example.com', password: TEST_PASSWORD }, fromAddress('10.1.0.98'))).status,
    ).toBe(200);
  });

  it('never counts successful logins', async () => {
    await createUser({ email: 'regular@example.com' });
    for (let i = 0; i < 7; i++) {
      expect(
        (await post(login, { email: 'regular@example.com', password: TEST_PASSWORD }, fromAddress('10.2.0.1'))).status,
      ).toBe(200);
    }
  });

  it('throttles one address after 50 failures across many e-mails', async () => {
    const ip = fromAddress('10.3.0.1');
    for (let i = 0; i < 50; i++) {
      expect((await post(login, { email: `spray${i}@example.com`, password: 'guess' }, ip)).status).toBe(401);
    }
    expect((await post(login, { email: 'spray-last@example.com', password: 'guess' }, ip)).status).toBe(429);
    expect(
      (await post(login, { email: 'spray-last@example.com', password: 'guess' }, fromAddress('10.3.0.2'))).status,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('returns user null without a session, and for a forged cookie', async () => {
    expect((await call(session, { path: '/x' })).json).toEqual({ user: null });
    expect(
      (await call(session, { path: '/x', headers: { cookie: 'authjs.session-token=forged.jwt.value' } })).json,
    ).toEqual({ user: null });
  });

  it('logout ends the session on the server: the copied cookie stops working', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    const other = await sessionCookieFor(user);
    expect((await sessionUser(cookie))?.id).toBe(user.id);
    const out = await call(logout, { method: 'POST', path: '/x', body: {}, headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await sessionUser(cookie)).toBeNull();
    // The user's other devices stay signed in.
    expect((await sessionUser(other))?.id).toBe(user.id);
  });

  it('follows the user row: a role change applies on the next request and a deleted user loses access', async () => {
    const user = await createUser({ role: 'admin' });
    const cookie = await sessionCookieFor(user);
    expect((await call(adminStats, { path: '/x', headers: { cookie } })).status).toBe(200);
    const db = await getDb();
    await db.update(users).set({ role: 'sub_account' }).where(eq(users.id, user.id));
    expect((await call(adminStats, { path: '/x', headers: { cookie } })).status).toBe(403);
    await db.delete(users).where(eq(users.id, user.id));
    expect((await call(adminStats, { path: '/x', headers: { cookie } })).status).toBe(401);
  });

  it('refuses state-changing requests from another site', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    const body = { firstName: 'Eve', lastName: 'Il', displayName: 'Eve', phone: null, avatarUrl: null };
    const crossSite = await post(updateProfile, body, { cookie, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.error).toBe('Cross-site request refused.');
    const sameSite = await post(updateProfile, body, { cookie, origin: 'http://localhost:3000' });
    expect(sameSite.status).toBe(200);
    expect(sameSite.json.user.displayName).toBe('Eve');
  });
});
