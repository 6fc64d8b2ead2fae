import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listCaptainsRoute } from '@/app/%5Fapi/admin/captains/route';
import { POST as deleteUserRoute } from '@/app/%5Fapi/admin/user/delete/route';
import { POST as updateRoleRoute } from '@/app/%5Fapi/admin/user/update-role/route';
import { GET as listUsersRoute, POST as createUserRoute } from '@/app/%5Fapi/admin/users/route';
import { POST as loginRoute } from '@/app/%5Fapi/auth/login_with_password/route';
import { POST as resetPasswordRoute } from '@/app/%5Fapi/auth/reset-password/route';
import { resetEnvForTests } from '@/env';
import {
  DISPLAY_NAME_REQUIRED,
  EMAIL_INVALID,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PARENT_FORBIDDEN,
  PARENT_REQUIRED,
  ROLE_INVALID,
  USER_ID_INVALID,
} from '@/lib/validation/admin-users';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, mailOutbox, orders, users, type User } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { USER_NOT_FOUND } from '@/server/errors';
import { ADMIN_NOT_DELETABLE, ADMIN_ROLE_LOCKED, PARENT_NOT_CAPTAIN } from '@/server/services/admin-users';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

let admin: User;
let adminCookie: string;
let captain: User;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', email: uniqueEmail('admin') });
  adminCookie = await sessionCookieFor(admin);
  captain = await createUser({
    role: 'fundraiser_captain',
    email: uniqueEmail('captain'),
    displayName: 'Captain Casey',
  });
});

function uniqueEmail(label: string) {
  return `admin-users-${label}-${randomBytes(4).toString('hex')}@example.com`;
}

const post = (handler: RouteHandler, body: unknown, cookie = adminCookie) =>
  call(handler, { method: 'POST', path: '/x', body, headers: { cookie } });
const createUserCall = (body: unknown, cookie = adminCookie) => post(createUserRoute, body, cookie);
const listUsers = (cookie = adminCookie, query: Record<string, string> = {}) =>
  call(listUsersRoute, { path: `/_api/admin/users?${new URLSearchParams(query)}`, headers: { cookie } });
/** The user the list finds by this e-mail (the list is paged: a search finds anyone). */
const listedUser = async (email: string) => {
  const { json } = await listUsers(adminCookie, { search: email });
  return (json.users as Array<{ id: number; email: string }>).find((user) => user.email === email);
};

const validUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  email: uniqueEmail('nora'),
  displayName: 'Nora Q',
  role: 'sub_account',
  parentUserId: captain.id,
  ...overrides,
});

async function sale(
  subAccountId: number | null,
  totalCents: number,
  orderStatus: 'pending' | 'delivered' | 'cancelled' = 'pending',
) {
  const db = await getDb();
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `AU-${randomBytes(6).toString('hex')}`,
      customerFirstName: 'C',
      customerLastName: 'D',
      customerEmail: 'c@example.com',
      subAccountId,
      totalCents,
      orderStatus,
    })
    .returning();
  return order!;
}

async function userRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('GET /_api/admin/users', () => {
  it('lists every user with the exact sales and order count credited to them, cancelled orders left out', async () => {
    const seller = await createUser({
      email: uniqueEmail('seller'),
      firstName: 'Sam',
      lastName: 'Seller',
      displayName: 'Sam S',
      parentUserId: captain.id,
      landingPageSlug: `sam-${randomBytes(3).toString('hex')}`,
      phone: '(502) 555-0100',
    });
    const idle = await createUser({ email: uniqueEmail('idle') });
    await sale(seller.id, 1999);
    await sale(seller.id, 1);
    await sale(seller.id, 10_000, 'delivered');
    await sale(seller.id, 5000, 'cancelled');
    await sale(null, 7777);

    const { status, json } = await listUsers();
    expect(status).toBe(200);
    expect(json).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number) });
    expect(await listedUser(seller.email)).toEqual({
      id: seller.id,
      firstName: 'Sam',
      lastName: 'Seller',
      email: seller.email,
      displayName: 'Sam S',
      role: 'sub_account',
      phone: '(502) 555-0100',
      parentUserId: captain.id,
      parentName: `${captain.firstName} ${captain.lastName}`,
      totalSales: '120.00',
      totalOrders: 3,
      landingPageSlug: seller.landingPageSlug,
      createdAt: seller.createdAt.toISOString(),
    });
    expect(await listedUser(idle.email)).toMatchObject({
      totalSales: '0.00',
      totalOrders: 0,
      landingPageSlug: null,
      parentUserId: null,
    });
    expect(await listedUser(admin.email)).toMatchObject({ role: 'admin' });
    // Never the password hash.
    expect(JSON.stringify(json)).not.toContain('passwordHash');
  });

  it('answers 401 without a session and 403 for captains and sub-accounts', async () => {
    expect((await call(listUsersRoute, { path: '/x' })).status).toBe(401);
    const subCookie = await sessionCookieFor(await createUser({ email: uniqueEmail('sub') }));
    const captainCookie = await sessionCookieFor(captain);
    for (const cookie of [subCookie, captainCookie]) {
      expect((await listUsers(cookie)).status).toBe(403);
      expect((await call(listCaptainsRoute, { path: '/x', headers: { cookie } })).status).toBe(403);
      expect((await createUserCall(validUser(), cookie)).status).toBe(403);
      expect((await post(deleteUserRoute, { userId: captain.id }, cookie)).status).toBe(403);
      expect((await post(updateRoleRoute, { userId: captain.id, newRole: 'sub_account' }, cookie)).status).toBe(403);
    }
    expect((await userRow(captain.id))?.role).toBe('fundraiser_captain');
  });
});

describe('GET /_api/admin/captains', () => {
  it('lists only fundraiser captains as id, displayName and email', async () => {
    const other = await createUser({
      role: 'fundraiser_captain',
      email: uniqueEmail('cap2'),
      displayName: 'Another Captain',
    });
    const { status, json } = await call(listCaptainsRoute, { path: '/x', headers: { cookie: adminCookie } });
    expect(status).toBe(200);
    expect(json).toEqual(
      expect.arrayContaining([
        { id: captain.id, displayName: 'Captain Casey', email: captain.email },
        { id: other.id, displayName: 'Another Captain', email: other.email },
      ]),
    );
    const roles = await Promise.all(json.map(async (c: { id: number }) => (await userRow(c.id))!.role));
    expect(new Set(roles)).toEqual(new Set(['fundraiser_captain']));
  });
});

describe('POST /_api/admin/users', () => {
  it.each([
    ['firstName', { firstName: '  ' }, FIRST_NAME_REQUIRED],
    ['firstName missing', { firstName: undefined }, FIRST_NAME_REQUIRED],
    ['lastName', { lastName: '' }, LAST_NAME_REQUIRED],
    ['email', { email: 'not-an-email' }, EMAIL_INVALID],
    ['email missing', { email: undefined }, EMAIL_INVALID],
    ['displayName', { displayName: '' }, DISPLAY_NAME_REQUIRED],
    ['role', { role: 'superuser' }, ROLE_INVALID],
    ['parent missing for a sub-account', { parentUserId: undefined }, PARENT_REQUIRED],
    ['parent null for a sub-account', { parentUserId: null }, PARENT_REQUIRED],
    ['parent on a captain', { role: 'fundraiser_captain' }, PARENT_FORBIDDEN],
    ['parent on an admin', { role: 'admin' }, PARENT_FORBIDDEN],
    ['unknown field', { password: 'x' }, 'Unknown field: password.'],
  ])('refuses an invalid %s with 400 and its message', async (_, overrides, message) => {
    const body = validUser(overrides);
    const { status, json } = await createUserCall(JSON.parse(JSON.stringify(body)));
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('refuses a parent that is not an existing fundraiser captain', async () => {
    const plain = await createUser({ email: uniqueEmail('plain') });
    for (const parentUserId of [plain.id, admin.id, 2_000_000_000]) {
      const email = uniqueEmail('orphan');
      const { status, json } = await createUserCall(validUser({ email, parentUserId }));
      expect(status).toBe(400);
      expect(json).toEqual({ error: PARENT_NOT_CAPTAIN });
      expect(await listedUser(email)).toBeUndefined();
    }
  });

  it('creates a sub-account under a captain, lower-cases the e-mail, stores no password and answers 201', async () => {
    const email = uniqueEmail('Mixed').replace('admin-users', 'Admin-Users');
    const { status, json } = await createUserCall(validUser({ email: `  ${email}  `, phone: '(502) 555-0199' }));
    expect(status).toBe(201);
    expect(json.user).toMatchObject({
      firstName: 'Nora',
      lastName: 'Quinn',
      email: email.toLowerCase(),
      displayName: 'Nora Q',
      role: 'sub_account',
      phone: '(502) 555-0199',
      parentUserId: captain.id,
      totalSales: '0.00',
      totalOrders: 0,
      landingPageSlug: null,
    });
    expect(json.welcomeEmailSent).toBe(true);
    const row = await userRow(json.user.id);
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      passwordHash: null,
      role: 'sub_account',
      parentUserId: captain.id,
    });
    expect((await listedUser(email.toLowerCase()))?.id).toBe(json.user.id);
  });

  it('creates captains and admins without a parent (null is accepted), and the phone is optional', async () => {
    const asCaptain = await createUserCall(validUser({ role: 'fundraiser_captain', parentUserId: null }));
    expect(asCaptain.status).toBe(201);
    expect(asCaptain.json.user).toMatchObject({ role: 'fundraiser_captain', parentUserId: null, phone: null });
    const asAdmin = await createUserCall(validUser({ role: 'admin', parentUserId: undefined }));
    expect(asAdmin.status).toBe(201);
    expect(asAdmin.json.user).toMatchObject({ role: 'admin', parentUserId: null });
  });

  it('refuses a duplicate e-mail in any case with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await createUserCall(validUser({ email }))).status).toBe(201);
    const again = await createUserCall(
      validUser({ email: email.toUpperCase(), role: 'fundraiser_captain', parentUserId: null }),
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toContain('Email already in use');
  });

  it('mails a set-your-password link through SMTP that works with POST /_api/auth/reset-password', async () => {
    const email = uniqueEmail('welcome');
    const { status, json } = await createUserCall(validUser({ email, displayName: 'Welcome Wendy' }));
    expect(status).toBe(201);
    expect(json.welcomeEmailSent).toBe(true);

    const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your Steam & Grind account is ready');
    expect(mail.text).toContain('Hi Welcome Wendy,');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link, 'set-password link in the text part').not.toBeNull();
    expect(mail.html).toContain(link![0]);

    // No password yet: signing in fails until the link is used.
    expect(
      (
        await call(loginRoute, {
          method: 'POST',
          path: '/x',
          body: { email, password: 'Chosen-password-1' },
          headers: fromAddress('10.77.0.1'),
        })
      ).status,
    ).toBe(401);
    const reset = await call(resetPasswordRoute, {
      method: 'POST',
      path: '/x',
      body: { token: link![1], password: 'Chosen-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(reset.json.user.email).toBe(email);
    const login = await call(loginRoute, {
      method: 'POST',
      path: '/x',
      body: { email, password: 'Chosen-password-1' },
      headers: fromAddress('10.77.0.2'),
    });
    expect(login.status).toBe(200);
    // Single use.
    expect(
      (
        await call(resetPasswordRoute, {
          method: 'POST',
          path: '/x',
          body: { token: link![1], password: 'Other-password-2' },
        })
      ).status,
    ).toBe(400);
  });

  it('keeps the user when the welcome e-mail cannot be sent yet: it waits in the mail outbox for a retry', async () => {
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetEnvForTests();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const email = uniqueEmail('nomail');
      const { status, json } = await createUserCall(validUser({ email }));
      expect(status).toBe(201);
      expect(json.welcomeEmailSent).toBe(true);
      expect(await userRow(json.user.id)).toMatchObject({ email });
      await vi.waitFor(
        async () => {
          const db = await getDb();
          const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
          expect(queued).toMatchObject({ kind: 'account-created', category: 'transactional', status: 'pending' });
          expect(queued!.lastError).toMatch(/ECONNREFUSED/);
        },
        { timeout: 10_000 },
      );
    } finally {
      error.mockRestore();
      process.env.SMTP_URL = working;
      resetEnvForTests();
    }
  });
});

describe('POST /_api/admin/user/delete', () => {
  it('deletes a user in one go: orders kept without them, participations gone, captained campaigns unassigned', async () => {
    const db = await getDb();
    const { campaign, fundraiser, captain: campaignCaptain } = await createCampaignWithFundraiser([]);
    const order = await sale(fundraiser.id, 2500);

    const deleted = await post(deleteUserRoute, { userId: fundraiser.id });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ message: 'User deleted successfully!' });
    expect(await userRow(fundraiser.id)).toBeUndefined();
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ subAccountId: null, totalCents: 2500 });
    expect(await db.select().from(campaignParticipants).where(eq(campaignParticipants.userId, fundraiser.id))).toEqual(
      [],
    );

    const child = await createUser({ email: uniqueEmail('child'), parentUserId: campaignCaptain.id });
    expect((await post(deleteUserRoute, { userId: campaignCaptain.id })).status).toBe(200);
    const [unassigned] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(unassigned!.captainId).toBeNull();
    expect((await userRow(child.id))!.parentUserId).toBeNull();
    expect(await listedUser(campaignCaptain.email)).toBeUndefined();
  });

  it('refuses to delete an admin (403), an unknown user (404) and a bad id (400)', async () => {
    const other = await createUser({ role: 'admin', email: uniqueEmail('admin2') });
    for (const target of [admin, other]) {
      const { status, json } = await post(deleteUserRoute, { userId: target.id });
      expect(status).toBe(403);
      expect(json).toEqual({ error: ADMIN_NOT_DELETABLE });
      expect(await userRow(target.id)).toBeDefined();
    }
    expect(await post(deleteUserRoute, { userId: 2_000_000_001 })).toMatchObject({
      status: 404,
      json: { error: USER_NOT_FOUND },
    });
    for (const userId of [0, -3, 1.5, '7', null, undefined]) {
      expect(await post(deleteUserRoute, { userId })).toMatchObject({ status: 400, json: { error: USER_ID_INVALID } });
    }
  });
});

describe('POST /_api/admin/user/update-role', () => {
  it('switches a sub-account to captain and back, keeping the captain they belong to (issue 26)', async () => {
    const sub = await createUser({ email: uniqueEmail('promote'), parentUserId: captain.id });
    const promoted = await post(updateRoleRoute, { userId: sub.id, newRole: 'fundraiser_captain' });
    expect(promoted.status).toBe(200);
    expect(promoted.json.user).toMatchObject({
      id: sub.id,
      role: 'fundraiser_captain',
      parentUserId: captain.id,
      parentName: `${captain.firstName} ${captain.lastName}`,
    });
    expect(await userRow(sub.id)).toMatchObject({ role: 'fundraiser_captain', parentUserId: captain.id });
    expect(
      (await call(listCaptainsRoute, { path: '/x', headers: { cookie: adminCookie } })).json.some(
        (c: { id: number }) => c.id === sub.id,
      ),
    ).toBe(true);

    // Make User again: back on the same captain's team, not a sub-account without one.
    const demoted = await post(updateRoleRoute, { userId: sub.id, newRole: 'sub_account' });
    expect(demoted.status).toBe(200);
    expect(await userRow(sub.id)).toMatchObject({ role: 'sub_account', parentUserId: captain.id });
  });

  it('applies to the user’s existing session at once (the role is read from the row)', async () => {
    const sub = await createUser({ email: uniqueEmail('session') });
    const cookie = await sessionCookieFor(sub);
    const { GET: captainCampaigns } = await import('@/app/%5Fapi/captain/campaigns/route');
    expect((await call(captainCampaigns, { path: '/x', headers: { cookie } })).status).toBe(403);
    expect((await post(updateRoleRoute, { userId: sub.id, newRole: 'fundraiser_captain' })).status).toBe(200);
    expect((await call(captainCampaigns, { path: '/x', headers: { cookie } })).status).toBe(200);
  });

  it('refuses admin targets (403), the admin role and unknown roles (400), unknown users (404)', async () => {
    expect(await post(updateRoleRoute, { userId: admin.id, newRole: 'sub_account' })).toMatchObject({
      status: 403,
      json: { error: ADMIN_ROLE_LOCKED },
    });
    expect((await userRow(admin.id))!.role).toBe('admin');
    const sub = await createUser({ email: uniqueEmail('role') });
    for (const newRole of ['admin', 'owner', '', undefined]) {
      expect(await post(updateRoleRoute, { userId: sub.id, newRole })).toMatchObject({
        status: 400,
        json: { error: ROLE_INVALID },
      });
    }
    expect((await userRow(sub.id))!.role).toBe('sub_account');
    expect(await post(updateRoleRoute, { userId: 2_000_000_002, newRole: 'sub_account' })).toMatchObject({
      status: 404,
      json: { error: USER_NOT_FOUND },
    });
    expect(await post(updateRoleRoute, { userId: 'x', newRole: 'sub_account' })).toMatchObject({
      status: 400,
      json: { error: USER_ID_INVALID },
    });
  });
});
