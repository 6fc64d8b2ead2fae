import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as inviteDetails } from '@/app/%5Fapi/invites/details/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as nudge } from '@/app/%5Fapi/captain/nudge/route';
import { GET as teamMembers } from '@/app/%5Fapi/captain/team-members/route';
import { POST as unsubscribe } from '@/app/unsubscribe/route';
import { getDb } from '@/server/db';
import { campaignParticipants, fundraisingEmails, invites, mailOutbox } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { setupTestSmtpServer } from '../support/smtp';
import { addMember, ageEmails, mailsTo, pause, teamCampaign, unique, unsubscribePath } from './support';

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

const post = (handler: Parameters<typeof call>[0], body: unknown, cookie?: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: cookie ? { cookie } : {} });

async function emailRows(email: string) {
  const db = await getDb();
  return db.select().from(fundraisingEmails).where(eq(fundraisingEmails.recipientEmail, email.toLowerCase()));
}

/** The address's e-mail is in the outbox, refused once and due again later. */
async function expectRetrying(email: string, kind: string) {
  await vi.waitFor(
    async () => {
      const db = await getDb();
      const [queued] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email.toLowerCase()));
      expect(queued).toMatchObject({ kind, category: 'captain', status: 'pending', attempts: 1 });
      expect(queued!.lastError).toMatch(/550/);
    },
    { timeout: 10_000 },
  );
}

describe('POST /_api/captain/nudge: who may call it and what it accepts', () => {
  it('refuses guests (401), fundraisers (403) and another captain’s campaign (404), sending nothing', async () => {
    const { campaign } = await teamCampaign();
    const idle = await addMember(campaign.id);
    const body = { campaignId: campaign.id, kind: 'no-sales' };

    expect((await post(nudge, body)).status).toBe(401);
    const fundraiser = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    const asFundraiser = await post(nudge, body, fundraiser);
    expect(asFundraiser.status).toBe(403);
    const other = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const asOther = await post(nudge, body, other);
    expect(asOther.status).toBe(404);
    expect(asOther.json).toEqual({ error: 'Campaign not found.' });
    const unknown = await post(nudge, { ...body, campaignId: 999_999 }, other);
    expect(unknown.status).toBe(404);

    await pause(200);
    expect(mailsTo(mailServer().messages, idle.email)).toEqual([]);
    expect(await emailRows(idle.email)).toEqual([]);
  });

  it('answers 400 to an unknown kind, a bad campaign id or an extra field', async () => {
    const { campaign, cookie } = await teamCampaign();
    const unknownKind = await post(nudge, { campaignId: campaign.id, kind: 'everyone' }, cookie);
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.json.error).toBe("Kind must be 'pending-invites' or 'no-sales'.");
    for (const campaignId of [0, -1, 1.5, 'abc', null]) {
      const bad = await post(nudge, { campaignId, kind: 'no-sales' }, cookie);
      expect(bad.status, String(campaignId)).toBe(400);
      expect(bad.json.error).toBe('Campaign ID must be a positive integer.');
    }
    const extra = await post(nudge, { campaignId: campaign.id, kind: 'no-sales', all: true }, cookie);
    expect(extra.status).toBe(400);
  });

  it('lets an admin nudge any campaign', async () => {
    const { campaign } = await teamCampaign();
    const idle = await addMember(campaign.id, { displayName: 'Admin Nudged' });
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }));
    const result = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, admin);
    expect(result.status).toBe(200);
    expect(result.json.sent).toBeGreaterThanOrEqual(1);
    await mailServer().waitForMessage((m) => m.to.includes(idle.email));
  });
});

describe('nudging members with no sales', () => {
  it('mails each member without a sale their share kit with a signed unsubscribe link and one-click headers', async () => {
    const { campaign, cookie, fundraiser, slug } = await teamCampaign();
    await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id, totalCents: 500 });
    const idle = await addMember(campaign.id, {
      displayName: 'Idle Ida',
      isPublic: true,
      landingPageSlug: `ida-${campaign.id}`,
    });
    const noPage = await addMember(campaign.id, { displayName: 'Pageless Pat' });
    // A cancelled order is no sale.
    await insertOrder({ campaignId: campaign.id, subAccountId: noPage.id, orderStatus: 'cancelled' });

    const result = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ sent: 2, skipped: 0, failed: 0 });

    const mail = await mailServer().waitForMessage((m) => m.to.includes(idle.email));
    expect(mail.subject).toBe(`Your first sale for ${campaign.name}`);
    const base = `http://localhost:3000/fundraisers/ida-${campaign.id}`;
    expect(mail.text).toContain(`${base}?src=link`);
    expect(mail.text).toContain(`${base}/qr.png`);
    expect(mail.text).toContain(`${base}/flyer`);
    expect(mail.html).toContain(`${base}/qr.png`);
    const link = `http://localhost:3000${unsubscribePath(mail)}`;
    // The header (folded on the wire) names the same signed link as the text part.
    expect(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.raw)?.[1]).toBe(link);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.html).toContain('Unsubscribe from fundraising e-mails');
    expect(link).toContain(`email=${encodeURIComponent(idle.email)}`);

    const pageless = await mailServer().waitForMessage((m) => m.to.includes(noPage.email));
    expect(pageless.text).toContain('http://localhost:3000/settings');
    expect(pageless.text).not.toContain('/qr.png');
    // The member who sold gets nothing.
    await pause(200);
    expect(mailsTo(mailServer().messages, fundraiser.email)).toEqual([]);
    expect(slug).toBeTruthy();
  });

  it('does not nudge the campaign’s captain when they also sell and have no sale yet (issue 26)', async () => {
    const { campaign, captain, cookie, fundraiser } = await teamCampaign();
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: captain.id });
    const result = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ sent: 1, skipped: 0, failed: 0 });
    await mailServer().waitForMessage((m) => m.to.includes(fundraiser.email));
    await pause(200);
    expect(mailsTo(mailServer().messages, captain.email)).toEqual([]);
  });

  it('sends at most one nudge per person per 24 hours, and again after that', async () => {
    const { campaign, cookie } = await teamCampaign();
    await insertOrder({ campaignId: campaign.id, subAccountId: (await addMember(campaign.id)).id });
    const idle = await addMember(campaign.id);
    // The campaign's own fundraiser has no sale either.
    const first = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    expect(first.json).toEqual({ sent: 2, skipped: 0, failed: 0 });
    const second = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    expect(second.json).toEqual({ sent: 0, skipped: 2, failed: 0 });
    await mailServer().waitForMessage((m) => m.to.includes(idle.email));
    await pause(200);
    expect(mailsTo(mailServer().messages, idle.email)).toHaveLength(1);

    await ageEmails(idle.email, 23);
    expect((await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie)).json.skipped).toBe(2);
    await ageEmails(idle.email, 2);
    const later = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    expect(later.json).toEqual({ sent: 1, skipped: 1, failed: 0 });
    await vi.waitFor(() => expect(mailsTo(mailServer().messages, idle.email)).toHaveLength(2), { timeout: 10_000 });
  });

  it('counts nudges by address across campaigns and both kinds', async () => {
    const a = await teamCampaign();
    const b = await teamCampaign();
    const person = await addMember(a.campaign.id);
    // The same address has a pending invitation to campaign B.
    await post(
      inviteMembers,
      { campaignId: b.campaign.id, invites: [{ name: 'Same Person', email: person.email.toUpperCase() }] },
      b.cookie,
    );
    await mailServer().waitForMessage((m) => m.to.includes(person.email) && /invited you/.test(m.subject ?? ''));

    expect((await post(nudge, { campaignId: a.campaign.id, kind: 'no-sales' }, a.cookie)).json.sent).toBe(2);
    const reminder = await post(nudge, { campaignId: b.campaign.id, kind: 'pending-invites' }, b.cookie);
    expect(reminder.json).toEqual({ sent: 0, skipped: 1, failed: 0 });
  });

  it('two captains nudging at once still send one e-mail per person', async () => {
    const { campaign, cookie } = await teamCampaign();
    const idle = await addMember(campaign.id);
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }));
    const results = await Promise.all([
      post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie),
      post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, admin),
      post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie),
    ]);
    const sent = results.reduce((sum, r) => sum + r.json.sent, 0);
    const skipped = results.reduce((sum, r) => sum + r.json.skipped, 0);
    expect(sent).toBe(2);
    expect(skipped).toBe(4);
    await mailServer().waitForMessage((m) => m.to.includes(idle.email));
    await pause(300);
    expect(mailsTo(mailServer().messages, idle.email)).toHaveLength(1);
    expect(await emailRows(idle.email)).toHaveLength(1);
  });

  it('skips an address that unsubscribed; a refused e-mail stays recorded and waits in the outbox for a retry', async () => {
    const { campaign, cookie } = await teamCampaign();
    const leaver = await addMember(campaign.id);
    const bouncer = await addMember(campaign.id, { email: unique('bounce') });
    await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    const mail = await mailServer().waitForMessage((m) => m.to.includes(leaver.email));
    const done = await call(unsubscribe, { method: 'POST', path: unsubscribePath(mail) });
    expect(done.status).toBe(200);
    await ageEmails(leaver.email, 25);

    const again = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    // The leaver unsubscribed; the campaign's fundraiser and the bouncer were nudged the first time (the bouncer's
    // e-mail is the outbox's to retry, not a reason to nudge again).
    expect(again.json).toEqual({ sent: 0, skipped: 3, failed: 0 });
    await pause(200);
    expect(mailsTo(mailServer().messages, leaver.email)).toHaveLength(1);
    expect(await emailRows(bouncer.email)).toHaveLength(1);
    await expectRetrying(bouncer.email, 'share-kit-nudge');
  });
});

describe('reminding pending invitees', () => {
  it('reminds sent and viewed invitations that have not expired, with a fresh link; the old one stops working', async () => {
    const { campaign, cookie } = await teamCampaign();
    const waiting = unique('waiting');
    const expired = unique('expired');
    const accepted = unique('accepted');
    await post(
      inviteMembers,
      {
        campaignId: campaign.id,
        invites: [
          { name: 'Wes Waiting', email: waiting },
          { name: 'Ed Expired', email: expired },
          { name: 'Al Accepted', email: accepted },
        ],
      },
      cookie,
    );
    const invitation = await mailServer().waitForMessage((m) => m.to.includes(waiting));
    const oldToken = /token=([A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!;
    const db = await getDb();
    await db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(invites.campaignId, campaign.id), eq(invites.inviteeEmail, expired)));
    await db
      .update(invites)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(and(eq(invites.campaignId, campaign.id), eq(invites.inviteeEmail, accepted)));

    const result = await post(nudge, { campaignId: campaign.id, kind: 'pending-invites' }, cookie);
    expect(result.json).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const reminder = await mailServer().waitForMessage(
      (m) => m.to.includes(waiting) && (m.subject ?? '').startsWith('Reminder'),
    );
    expect(reminder.subject).toBe(`Reminder: join the ${campaign.name} team`);
    const newToken = /invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(reminder.text ?? '')![1]!;
    expect(newToken).not.toBe(oldToken);
    expect(reminder.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await call(inviteDetails, { path: `/x?token=${newToken}` })).status).toBe(200);
    expect((await call(inviteDetails, { path: `/x?token=${oldToken}` })).status).not.toBe(200);
    await pause(200);
    expect(mailsTo(mailServer().messages, expired).filter((m) => m.subject?.startsWith('Reminder'))).toEqual([]);
    expect(mailsTo(mailServer().messages, accepted).filter((m) => m.subject?.startsWith('Reminder'))).toEqual([]);
  });

  it('queues a reminder the mail server refuses, with its fresh link, for the outbox to retry', async () => {
    const { campaign, cookie } = await teamCampaign();
    // Invited while the address worked; the reminder bounces.
    const email = unique('later');
    await post(inviteMembers, { campaignId: campaign.id, invites: [{ name: 'Lee Later', email }] }, cookie);
    const invitation = await mailServer().waitForMessage((m) => m.to.includes(email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!;
    const db = await getDb();
    const bounce = unique('bounce');
    await db.update(invites).set({ inviteeEmail: bounce }).where(eq(invites.inviteeEmail, email));
    const result = await post(nudge, { campaignId: campaign.id, kind: 'pending-invites' }, cookie);
    expect(result.json).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect((await call(inviteDetails, { path: `/x?token=${token}` })).status).not.toBe(200);
    expect(await emailRows(bounce)).toHaveLength(1);
    await expectRetrying(bounce, 'invite-reminder');
  });
});

describe('GET /_api/captain/team-members: each member’s figures', () => {
  it('sums non-cancelled orders credited in this campaign: sales, bags, distinct supporters, goal and last sale', async () => {
    const { campaign, cookie, fundraiser } = await teamCampaign([], 2000);
    const other = await teamCampaign();
    const first = new Date('2026-11-02T15:00:00Z');
    const last = new Date('2026-11-20T15:00:00Z');
    await insertOrder(
      { campaignId: campaign.id, subAccountId: fundraiser.id, customerEmail: 'Fan@Example.com', createdAt: first },
      [{ productName: 'House Blend', unitPriceCents: 500, quantity: 2 }],
    );
    await insertOrder(
      { campaignId: campaign.id, subAccountId: fundraiser.id, customerEmail: 'fan@example.com', createdAt: last },
      [
        { productName: 'House Blend', unitPriceCents: 500, quantity: 1 },
        { productName: 'Decaf', unitPriceCents: 250, quantity: 1 },
      ],
    );
    await insertOrder({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      customerEmail: 'other@example.com',
      orderStatus: 'cancelled',
      createdAt: new Date(),
    });
    // Another campaign's sale is not this one's.
    await insertOrder({ campaignId: other.campaign.id, subAccountId: fundraiser.id });
    const idle = await addMember(campaign.id, { displayName: 'Zed Idle' });

    const result = await call(teamMembers, { path: `/x?campaignId=${campaign.id}`, headers: { cookie } });
    expect(result.status).toBe(200);
    const byId = new Map(result.json.members.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(fundraiser.id)).toMatchObject({
      id: fundraiser.id,
      email: fundraiser.email,
      salesCents: 1750,
      bags: 4,
      supporters: 1,
      orderCount: 2,
      goalCents: 2000,
      goalPercent: 87,
      lastSaleAt: last.toISOString(),
    });
    expect(byId.get(fundraiser.id)).toHaveProperty('joinedAt');
    expect(byId.get(idle.id)).toMatchObject({
      salesCents: 0,
      bags: 0,
      supporters: 0,
      orderCount: 0,
      lastSaleAt: null,
      goalPercent: null,
    });

    const stranger = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    expect(
      (await call(teamMembers, { path: `/x?campaignId=${campaign.id}`, headers: { cookie: stranger } })).status,
    ).toBe(404);
  });
});
