import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as createUserRoute } from '@/app/%5Fapi/admin/users/route';
import { POST as register } from '@/app/%5Fapi/auth/register_with_password/route';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as acceptInvite } from '@/app/%5Fapi/invites/accept/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { POST as updateProfile } from '@/app/%5Fapi/users/profile/route';
import { isPlainPersonName } from '@/lib/validation/common';
import { getDb } from '@/server/db';
import { invites, orders, users } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';
import { mailsTo, pause, teamCampaign, unique } from '../nudges/support';

/*
 * Issue 23: the captain-typed invitee name landed in the invitation's greeting ("Hi your Steam & Grind account is
 * locked - verify at evil.example/verify,"). Names shown to someone else are refused when they carry a link, a domain
 * or an e-mail address; stored names that would fail are not shown in mails.
 */

const mailServer = setupTestSmtpServer();

const PHISHING = 'your Steam & Grind account is locked - verify at evil.example/verify';

const post = (handler: Parameters<typeof call>[0], body: unknown, headers: Record<string, string> = {}) =>
  call(handler, { method: 'POST', path: '/x', body, headers });

describe('the person-name rule', () => {
  it.each([
    'Ana María O’Neil-Smith',
    "Ana María O'Neil-Smith",
    'J.R.',
    'J.R.R. Tolkien',
    'Bob B.',
    'St. John',
    'Coach Lauren',
    'Zoë 2nd',
    '李小龙',
    '@Ava',
  ])('lets %j through', (name) => {
    expect(isPlainPersonName(name)).toBe(true);
  });

  it.each([
    PHISHING,
    'evil.example',
    'EVIL.EXAMPLE',
    'Visit www.evil',
    'see https://x',
    'ftp://files',
    'Ann ann@example.com',
    'evil。example',
    'evil．example',
    'xn--80ak6aa92e.com',
    'call 10.0.0.1 now',
    'Mary.Ann',
  ])('refuses %j', (name) => {
    expect(isPlainPersonName(name)).toBe(false);
  });
});

describe('names shown to someone else are refused with a 400 where they are typed', () => {
  it('invite-members: the invitee name, with nothing invited or mailed', async () => {
    const { campaign, cookie } = await teamCampaign();
    const email = unique('phished');
    const cases: Array<[string, string]> = [
      [PHISHING, 'Name must not contain a web address, a domain or an e-mail address.'],
      ['x'.repeat(101), 'Name must be at most 100 characters.'],
    ];
    for (const [name, message] of cases) {
      const result = await post(inviteMembers, { campaignId: campaign.id, invites: [{ name, email }] }, { cookie });
      expect(result.status).toBe(400);
      expect(result.json).toEqual({ error: message });
    }
    const db = await getDb();
    const [row] = await db.select({ n: count() }).from(invites).where(eq(invites.inviteeEmail, email));
    expect(row!.n).toBe(0);
    await pause(200);
    expect(mailsTo(mailServer().messages, email)).toEqual([]);
  });

  it('registration: display, first and last name', async () => {
    const valid = { email: unique('reg'), password: 'longenough', displayName: 'Reg', firstName: 'Re', lastName: 'Gi' };
    for (const [field, label] of [
      ['displayName', 'Display name'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ] as const) {
      const result = await post(register, { ...valid, [field]: 'go to evil.example' }, fromAddress('10.23.0.1'));
      expect(result.status).toBe(400);
      expect(result.json.error).toBe(`${label} must not contain a web address, a domain or an e-mail address.`);
    }
    // Real names still register.
    const ok = await post(
      register,
      { ...valid, displayName: 'J.R.', firstName: 'Ana María', lastName: "O'Neil-Smith" },
      fromAddress('10.23.0.1'),
    );
    expect(ok.status).toBe(201);
  });

  it('profile update and admin user create', async () => {
    const user = await createUser();
    const profile = await post(
      updateProfile,
      { firstName: 'Pat', lastName: 'Ro', displayName: 'Pat at https://evil.example' },
      { cookie: await sessionCookieFor(user) },
    );
    expect(profile.status).toBe(400);
    expect(profile.json.error).toBe('Display name must not contain a web address, a domain or an e-mail address.');
    const db = await getDb();
    const [kept] = await db.select().from(users).where(eq(users.id, user.id));
    expect(kept!.displayName).toBe(user.displayName);

    const admin = await sessionCookieFor(await createUser({ role: 'admin' }));
    const created = await post(
      createUserRoute,
      {
        firstName: 'Ad',
        lastName: 'write to me@evil.example',
        email: unique('created'),
        displayName: 'Ad',
        role: 'fundraiser_captain',
      },
      { cookie: admin },
    );
    expect(created.status).toBe(400);
    expect(created.json.error).toBe('Last name must not contain a web address, a domain or an e-mail address.');
  });

  it('invite accept: the new account’s names', async () => {
    const { campaign, cookie } = await teamCampaign();
    const email = unique('accepting');
    await post(inviteMembers, { campaignId: campaign.id, invites: [{ name: 'Acc Epting', email }] }, { cookie });
    const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    const result = await post(acceptInvite, {
      token,
      password: 'Welcome-123',
      displayName: 'evil.example',
      firstName: 'Acc',
      lastName: 'Epting',
    });
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('Display name must not contain a web address, a domain or an e-mail address.');
  });

  it('checkout: the buyer’s names (the confirmation goes to any address typed)', async () => {
    const beans = await createProduct({ name: 'Name Beans', priceCents: 1500 });
    const victim = unique('victim');
    const result = await post(
      placeOrder,
      {
        customerFirstName: PHISHING,
        customerLastName: 'Buyer',
        customerEmail: victim,
        items: [{ productId: beans.id, quantity: 1 }],
      },
      fromAddress('10.23.0.2'),
    );
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('Names must not contain a web address, a domain or an e-mail address.');
    const db = await getDb();
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, victim));
    expect(row!.n).toBe(0);
  });
});

describe('names stored before the rule are not shown in mails', () => {
  it('a resend greets neutrally and a captain’s unshowable display name becomes “Your team captain”', async () => {
    const { campaign, captain, cookie } = await teamCampaign();
    const db = await getDb();
    await db.update(users).set({ displayName: 'Support at evil.example' }).where(eq(users.id, captain.id));
    const email = unique('old-row');
    const [row] = await db
      .insert(invites)
      .values({
        campaignId: campaign.id,
        invitedById: captain.id,
        inviteeName: PHISHING,
        inviteeEmail: email,
        tokenHash: 'o'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();

    expect((await post(resendInvite, { inviteId: row!.id }, { cookie })).status).toBe(200);
    const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Your team captain invited you to join the ${campaign.name} team`);
    for (const part of [mail.text, mail.html, mail.subject]) expect(part).not.toContain('evil.example');
    expect(mail.text).toContain('Hello,');

    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    const details = await call(inviteDetails, { path: `/x?token=${token}` });
    expect(details.json.captainName).toBe('Your team captain');
    const [stored] = await db
      .select()
      .from(invites)
      .where(and(eq(invites.id, row!.id), eq(invites.inviteeEmail, email)));
    expect(stored!.inviteeName).toBe(PHISHING);
  });
});
