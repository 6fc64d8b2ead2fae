import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST as acceptInvite } from '@/app/%5Fapi/invites/accept/route';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as deleteInvite } from '@/app/%5Fapi/captain/invite/delete/route';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { GET as teamInvites } from '@/app/%5Fapi/captain/team-invites/route';
import { GET as teamMembers } from '@/app/%5Fapi/captain/team-members/route';
import { GET as session } from '@/app/%5Fapi/auth/session/route';
import { getDb } from '@/server/db';
import { listManagedCampaigns } from '@/server/db/queries/campaign-access';
import { listInvitesForManager, listTeamMembersForManager } from '@/server/db/queries/invites';
import { campaignParticipants, invites, mailOutbox, users } from '@/server/db/schema';
import { cookieFromResponse, createUser, sessionCookieFor, TEST_PASSWORD } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

// Mail to an address containing "bounce" fails, as an SMTP server refusing the recipient would.
vi.mock('@/server/mail', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/mail')>();
  return {
    ...original,
    sendMail: async (mail: Parameters<typeof original.sendMail>[0]) => {
      if (mail.to.includes('bounce')) throw new Error('550 mailbox unavailable');
      return original.sendMail(mail);
    },
  };
});

const mailServer = setupTestSmtpServer();

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;
const post = (handler: Parameters<typeof call>[0], body: unknown, cookie?: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: cookie ? { cookie } : {} });
const get = (handler: Parameters<typeof call>[0], path: string, cookie?: string) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });

async function captainWithCampaign() {
  const { campaign, captain, fundraiser } = await createCampaignWithFundraiser([], {
    name: `Cedar Drive ${randomBytes(3).toString('hex')}`,
  });
  await getDb().then((db) => db.update(users).set({ displayName: 'Coach Carter' }).where(eq(users.id, captain.id)));
  return { campaign, captain, fundraiser, cookie: await sessionCookieFor(captain) };
}

async function tokenFromMail(email: string) {
  const mail = await mailServer().waitForMessage((m) => m.to.includes(email));
  const link = /http:\/\/localhost:3000\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(link, 'accept link in the text part').not.toBeNull();
  expect(mail.html).toContain(link![0]);
  return { token: link![1]!, mail };
}

/** Invites one person and returns the token from their e-mail. */
async function inviteOne(campaignId: number, cookie: string, email = unique('invitee'), name = 'Ivy Invitee') {
  const result = await post(inviteMembers, { campaignId, invites: [{ name, email }] }, cookie);
  expect(result.status).toBe(200);
  const { token } = await tokenFromMail(email.toLowerCase());
  return { email: email.toLowerCase(), token };
}

async function inviteRow(campaignId: number, email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.campaignId, campaignId), eq(invites.inviteeEmail, email)));
  return row;
}

describe('POST /_api/captain/invite-members', () => {
  it('counts sent, existing accounts and skipped invitees and queues an e-mail for each new invitation', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const existing = await createUser({ email: unique('member') });
    const alreadyInvited = unique('again');
    await post(
      inviteMembers,
      { campaignId: campaign.id, invites: [{ name: 'Al Ready', email: alreadyInvited }] },
      cookie,
    );
    const fresh = unique('fresh');
    const bounce = unique('bounce');

    const { status, json } = await post(
      inviteMembers,
      {
        campaignId: campaign.id,
        invites: [
          { name: 'Fran Fresh', email: fresh.toUpperCase() },
          { name: 'Fran Twice', email: fresh },
          { name: 'Eddie Existing', email: existing.email },
          { name: 'Al Ready', email: alreadyInvited },
          { name: 'Bo Bounce', email: bounce },
        ],
      },
      cookie,
    );
    expect(status).toBe(200);
    expect(json).toEqual({
      sent: 2,
      existing_users: 1,
      skipped: 2,
      failed: 0,
      errors: [],
      existing_user_emails: [existing.email],
      limited_emails: [],
      opted_out_emails: [],
      // Issue 26: what happened to each invitee (tests/invites/family-addresses.test.ts).
      results: [
        { email: fresh, name: 'Fran Fresh', outcome: 'sent' },
        { email: fresh, name: 'Fran Twice', outcome: 'repeated', otherName: 'Fran Fresh' },
        { email: existing.email, name: 'Eddie Existing', outcome: 'existing_account' },
        { email: alreadyInvited, name: 'Al Ready', outcome: 'already_invited', otherName: 'Al Ready' },
        { email: bounce, name: 'Bo Bounce', outcome: 'sent' },
      ],
    });

    const { token, mail } = await tokenFromMail(fresh);
    expect(mail.subject).toBe(`Coach Carter invited you to join the ${campaign.name} team`);
    const row = await inviteRow(campaign.id, fresh);
    expect(row!.status).toBe('sent');
    expect(row!.tokenHash).not.toBe(token);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    await tokenFromMail(existing.email);
    // A refused e-mail is the mail outbox's to retry: the invitation stands, its e-mail waits with the error.
    expect(await inviteRow(campaign.id, bounce)).toMatchObject({ status: 'sent' });
    await vi.waitFor(
      async () => {
        const db = await getDb();
        const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, bounce));
        expect(queued).toMatchObject({ kind: 'invite', category: 'captain', status: 'pending' });
        expect(queued!.lastError).toMatch(/550/);
      },
      { timeout: 10_000 },
    );
  });

  it('skips someone who is already on the team', async () => {
    const { campaign, fundraiser, cookie } = await captainWithCampaign();
    const { json } = await post(
      inviteMembers,
      { campaignId: campaign.id, invites: [{ name: 'Runner', email: fundraiser.email }] },
      cookie,
    );
    expect(json).toMatchObject({ sent: 0, existing_users: 0, skipped: 1, failed: 0, errors: [] });
  });

  it('validates the invitee list with the spec messages', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const cases: Array<[unknown, string]> = [
      [[], 'At least one invitee is required.'],
      [
        Array.from({ length: 101 }, (_, i) => ({ name: `N${i}`, email: `n${i}@example.com` })),
        'You can invite up to 100 members at a time.',
      ],
      [[{ name: '  ', email: 'a@example.com' }], 'Name is required.'],
      [[{ name: 'Ann', email: 'not-an-email' }], 'A valid email is required.'],
    ];
    for (const [list, message] of cases) {
      const { status, json } = await post(inviteMembers, { campaignId: campaign.id, invites: list }, cookie);
      expect(status).toBe(400);
      expect(json.error).toBe(message);
    }
  });

  it("answers 404 for another captain's campaign, 403 for a team member and 401 when signed out", async () => {
    const { campaign } = await captainWithCampaign();
    const other = await captainWithCampaign();
    const body = { campaignId: campaign.id, invites: [{ name: 'X', email: unique('x') }] };
    const notMine = await post(inviteMembers, body, other.cookie);
    expect(notMine.status).toBe(404);
    expect(notMine.json.error).toBe('Campaign not found.');
    expect((await post(inviteMembers, body, await sessionCookieFor(await createUser()))).status).toBe(403);
    expect((await post(inviteMembers, body)).status).toBe(401);
    // An admin manages every campaign.
    const admin = await createUser({ role: 'admin' });
    expect((await post(inviteMembers, body, await sessionCookieFor(admin))).json.sent).toBe(1);
  });
});

describe('team lists', () => {
  it('lists invitations and members of the captain’s own campaign only', async () => {
    const { campaign, fundraiser, cookie } = await captainWithCampaign();
    const { email } = await inviteOne(campaign.id, cookie);

    const list = await get(teamInvites, `/x?campaignId=${campaign.id}`, cookie);
    expect(list.status).toBe(200);
    expect(list.json.invites).toEqual([
      {
        id: expect.any(Number),
        inviteeName: 'Ivy Invitee',
        inviteeEmail: email,
        status: 'sent',
        sentAt: expect.any(String),
      },
    ]);

    const members = await get(teamMembers, `/x?campaignId=${campaign.id}`, cookie);
    expect(members.status).toBe(200);
    expect(members.json.members).toEqual([
      {
        id: fundraiser.id,
        displayName: fundraiser.displayName,
        email: fundraiser.email,
        avatarUrl: null,
        joinedAt: expect.any(String),
        // Issue 14: how the member is doing (tests/nudges/nudges-api.test.ts checks the figures).
        salesCents: 0,
        bags: 0,
        supporters: 0,
        orderCount: 0,
        lastSaleAt: null,
        goalCents: null,
        goalPercent: null,
      },
    ]);

    const other = await captainWithCampaign();
    expect((await get(teamInvites, `/x?campaignId=${campaign.id}`, other.cookie)).status).toBe(404);
    expect((await get(teamMembers, `/x?campaignId=${campaign.id}`, other.cookie)).status).toBe(404);
    const bad = await get(teamMembers, '/x?campaignId=abc', cookie);
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Campaign ID must be a positive integer.');
  });
});

describe('a captain demoted to User', () => {
  it('manages nothing any more: the team queries find no campaign and the team calls answer 403', async () => {
    const { campaign, captain, cookie } = await captainWithCampaign();
    await inviteOne(campaign.id, cookie);
    const db = await getDb();
    await db.update(users).set({ role: 'sub_account' }).where(eq(users.id, captain.id));
    const manager = { userId: captain.id, role: 'sub_account' as const };
    expect(await listManagedCampaigns(manager)).toEqual([]);
    expect(await listInvitesForManager({ campaignId: campaign.id, manager })).toBeNull();
    expect(await listTeamMembersForManager({ campaignId: campaign.id, manager })).toBeNull();
    const denied = await get(teamInvites, `/x?campaignId=${campaign.id}`, cookie);
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.json)).not.toContain('@example.com');
  });
});

describe('invitation details', () => {
  it('shows who invited whom and marks a sent invitation as viewed', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const { email, token } = await inviteOne(campaign.id, cookie);
    const { status, json } = await get(inviteDetails, `/x?token=${token}`);
    expect(status).toBe(200);
    expect(json).toEqual({
      captainName: 'Coach Carter',
      campaignName: campaign.name,
      inviteeEmail: email,
      userExists: false,
    });
    expect((await inviteRow(campaign.id, email))!.status).toBe('clicked');
  });

  it('answers 404 for an unknown token and 410 for an expired one', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const unknown = await get(inviteDetails, '/x?token=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('This invitation link is invalid. Please check the link and try again.');

    const { email, token } = await inviteOne(campaign.id, cookie);
    const db = await getDb();
    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.inviteeEmail, email));
    const expired = await get(inviteDetails, `/x?token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.json.error).toBe('This invitation has expired. Please ask your team captain to send a new one.');
    expect((await inviteRow(campaign.id, email))!.status).toBe('expired');
    const accept = await post(acceptInvite, {
      token,
      password: 'Welcome-123',
      displayName: 'Late',
      firstName: 'La',
      lastName: 'Te',
    });
    expect(accept.status).toBe(410);
  });
});

describe('POST /_api/invites/accept', () => {
  it('creates a sub_account for a new invitee, adds them to the team, signs them in and refuses the used link', async () => {
    const { campaign, captain, cookie } = await captainWithCampaign();
    const { email, token } = await inviteOne(campaign.id, cookie);

    const missing = await post(acceptInvite, { token, password: 'Welcome-123' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('First name is required.');
    const short = await post(acceptInvite, {
      token,
      password: 'short',
      displayName: 'Ivy',
      firstName: 'Ivy',
      lastName: 'Vine',
    });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('Password must be at least 8 characters');

    const accepted = await post(acceptInvite, {
      token,
      password: 'welcome1',
      displayName: 'Ivy V',
      firstName: 'Ivy',
      lastName: 'Vine',
      phone: '555-0100',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({
      campaignId: campaign.id,
      user: {
        id: expect.any(Number),
        email,
        role: 'sub_account',
        displayName: 'Ivy V',
        firstName: 'Ivy',
        lastName: 'Vine',
        phone: '555-0100',
        avatarUrl: null,
      },
    });
    const signedIn = await call(session, { path: '/x', headers: { cookie: cookieFromResponse(accepted) } });
    expect(signedIn.json.user.email).toBe(email);

    const db = await getDb();
    const [created] = await db.select().from(users).where(eq(users.id, accepted.json.user.id));
    expect(created!.parentUserId).toBe(captain.id);
    const participants = await db
      .select()
      .from(campaignParticipants)
      .where(eq(campaignParticipants.userId, created!.id));
    expect(participants.map((p) => p.campaignId)).toEqual([campaign.id]);
    const row = await inviteRow(campaign.id, email);
    expect(row).toMatchObject({ status: 'accepted', acceptedUserId: created!.id });
    expect(row!.acceptedAt).toBeInstanceOf(Date);

    const again = await post(acceptInvite, {
      token,
      password: 'welcome1',
      displayName: 'Ivy V',
      firstName: 'Ivy',
      lastName: 'Vine',
    });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('This invitation has already been accepted.');
    expect((await get(inviteDetails, `/x?token=${token}`)).status).toBe(410);
    const resend = await post(resendInvite, { inviteId: row!.id }, cookie);
    expect(resend.status).toBe(400);
    expect(resend.json.error).toBe('This invitation has already been accepted.');
  });

  it('asks an existing account for its password and refuses a wrong one with the generic message', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const member = await createUser({ email: unique('existing') });
    const { token } = await inviteOne(campaign.id, cookie, member.email);
    expect((await get(inviteDetails, `/x?token=${token}`)).json.userExists).toBe(true);

    const noPassword = await post(acceptInvite, { token });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error).toBe('Password is required.');
    const wrong = await post(acceptInvite, { token, password: 'Wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Invalid email or password.');
    const ok = await post(acceptInvite, { token, password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ campaignId: campaign.id, user: { id: member.id, role: 'sub_account' } });
    expect(cookieFromResponse(ok)).toContain('authjs.session-token');
  });

  it('accepts for the signed-in invitee (any letter case) and refuses a different signed-in account with 403', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const member = await createUser({ email: unique('signedin') });
    const { token } = await inviteOne(campaign.id, cookie, member.email.toUpperCase());

    const stranger = await createUser({ email: unique('stranger') });
    const mismatch = await post(acceptInvite, { token }, await sessionCookieFor(stranger));
    expect(mismatch.status).toBe(403);
    expect(mismatch.json.error).toBe(
      'This invitation was sent to a different email address. Please log out and sign in with the invited account.',
    );

    const ok = await post(acceptInvite, { token }, await sessionCookieFor(member));
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ campaignId: campaign.id, user: expect.objectContaining({ id: member.id }) });
    const db = await getDb();
    const joined = await db.select().from(campaignParticipants).where(eq(campaignParticipants.userId, member.id));
    expect(joined).toHaveLength(1);
  });

  it('refuses a missing or unknown token', async () => {
    const missing = await post(acceptInvite, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Invitation token is required.');
    const unknown = await post(acceptInvite, { token: 'does-not-exist' });
    expect(unknown.status).toBe(404);
  });
});

describe('resend and delete', () => {
  it('resends with a new link (the old one is replaced) and deletes, only for the own campaign', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const { email, token: firstToken } = await inviteOne(campaign.id, cookie);
    const row = (await inviteRow(campaign.id, email))!;
    const other = await captainWithCampaign();

    expect((await post(resendInvite, { inviteId: row.id }, other.cookie)).status).toBe(404);
    expect((await post(deleteInvite, { inviteId: row.id }, other.cookie)).status).toBe(404);
    const invalid = await post(resendInvite, { inviteId: 'x' }, cookie);
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toBe('Invite ID must be a positive integer.');

    const before = mailServer().messages.length;
    const resent = await post(resendInvite, { inviteId: row.id }, cookie);
    expect(resent.status).toBe(200);
    const mail = await mailServer().waitForMessage(
      (m) => mailServer().messages.indexOf(m) >= before && m.to.includes(email),
    );
    const newToken = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
    expect(newToken).not.toBe(firstToken);
    // Issue 26: the first link now says it was replaced (tests/invites/replaced-links.test.ts), no longer "invalid".
    const replaced = await get(inviteDetails, `/x?token=${firstToken}`);
    expect(replaced.status).toBe(410);
    expect(replaced.json.error).toBe('This link was replaced by a newer one: check your latest e-mail from us.');
    expect((await get(inviteDetails, `/x?token=${newToken}`)).status).toBe(200);
    const after = (await inviteRow(campaign.id, email))!;
    expect(after.sentAt.getTime()).toBeGreaterThanOrEqual(row.sentAt.getTime());

    const deleted = await post(deleteInvite, { inviteId: row.id }, cookie);
    expect(deleted.status).toBe(200);
    expect(await inviteRow(campaign.id, email)).toBeUndefined();
    expect((await post(deleteInvite, { inviteId: row.id }, cookie)).status).toBe(404);
  });

  it('rotates the link and queues the resend e-mail, which the outbox retries when it cannot be sent', async () => {
    const { campaign, cookie } = await captainWithCampaign();
    const db = await getDb();
    const [row] = await db
      .insert(invites)
      .values({
        campaignId: campaign.id,
        inviteeName: 'Bo',
        inviteeEmail: unique('bounce'),
        tokenHash: 'h'.repeat(64),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const { status, json } = await post(resendInvite, { inviteId: row!.id }, cookie);
    expect(status).toBe(200);
    expect(json.message).toBe('Invitation resent successfully.');
    const [rotated] = await db.select().from(invites).where(eq(invites.id, row!.id));
    expect(rotated!.tokenHash).not.toBe('h'.repeat(64));
    await vi.waitFor(
      async () => {
        const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, row!.inviteeEmail));
        expect(queued).toMatchObject({ kind: 'invite', status: 'pending', senderUserId: campaign.captainId });
        expect(queued!.lastError).toMatch(/550/);
      },
      { timeout: 10_000 },
    );
  });
});

describe('ids beyond a database integer', () => {
  it('answer 400, never a database error', async () => {
    const { cookie } = await captainWithCampaign();
    for (const handler of [resendInvite, deleteInvite]) {
      const { status, json } = await post(handler, { inviteId: 3_000_000_000 }, cookie);
      expect(status).toBe(400);
      expect(typeof json.error).toBe('string');
    }
    const invite = await post(
      inviteMembers,
      { campaignId: 3_000_000_000, invites: [{ name: 'Big', email: 'big@example.com' }] },
      cookie,
    );
    expect(invite.status).toBe(400);
  });
});
