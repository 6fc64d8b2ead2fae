import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as deleteInvite } from '@/app/%5Fapi/captain/invite/delete/route';
import { POST as resendInvite } from '@/app/%5Fapi/captain/invite/resend/route';
import { POST as inviteMembers } from '@/app/%5Fapi/captain/invite-members/route';
import { POST as nudge } from '@/app/%5Fapi/captain/nudge/route';
import { getDb } from '@/server/db';
import { fundraisingEmails, invites, rateLimitEvents } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { setupTestSmtpServer } from '../support/smtp';
import { addMember, mailsTo, pause, teamCampaign, unique } from '../nudges/support';

/*
 * Issue 23: a captain could mail any address without limit in the shop's name. At most 3 captain-initiated mails
 * (invitation, resend, reminder, nudge) reach one address in 24 hours, whoever sends them; each sender has a daily
 * budget (200, admins 1000).
 */

const mailServer = setupTestSmtpServer();

const post = (handler: Parameters<typeof call>[0], body: unknown, cookie: string) =>
  call(handler, { method: 'POST', path: '/x', body, headers: { cookie } });

async function inviteRow(campaignId: number, email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.campaignId, campaignId), eq(invites.inviteeEmail, email)));
  return row;
}

/** Records `count` earlier mails of this sender today, as if they had been sent (the budget's own rows). */
async function spendSenderBudget(userId: number, count: number) {
  const db = await getDb();
  await db
    .insert(rateLimitEvents)
    .values(Array.from({ length: count }, () => ({ bucket: 'captain-mail-sender', key: String(userId) })));
}

describe('at most 3 captain mails per address in 24 hours', () => {
  it('100 attempts at one address (invite, 95 resends at once, reminders, re-invites, other captains) deliver 3', async () => {
    const target = unique('target');
    const a = await teamCampaign();
    const invited = await post(
      inviteMembers,
      { campaignId: a.campaign.id, invites: [{ name: 'Tara Target', email: target }] },
      a.cookie,
    );
    expect(invited.json).toMatchObject({ sent: 1, skipped: 0, limited_emails: [] });
    const row = (await inviteRow(a.campaign.id, target))!;

    const resends = await Promise.all(
      Array.from({ length: 95 }, () => post(resendInvite, { inviteId: row.id }, a.cookie)),
    );
    const statuses = resends.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(93);
    const refused = resends.find((r) => r.status === 429)!;
    expect(refused.json.error).toMatch(
      /^This person has already been sent as many invitation and reminder e-mails as allowed in 24 hours\. Please try again in/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);

    const reminder = await post(nudge, { campaignId: a.campaign.id, kind: 'pending-invites' }, a.cookie);
    expect(reminder.json).toEqual({ sent: 0, skipped: 1, failed: 0 });

    // Deleting and inviting again does not reset anything.
    expect((await post(deleteInvite, { inviteId: row.id }, a.cookie)).status).toBe(200);
    const again = await post(
      inviteMembers,
      { campaignId: a.campaign.id, invites: [{ name: 'Tara Target', email: target.toUpperCase() }] },
      a.cookie,
    );
    expect(again.json).toMatchObject({ sent: 0, skipped: 1, limited_emails: [target], opted_out_emails: [] });
    expect(await inviteRow(a.campaign.id, target)).toBeUndefined();

    // Other captains and an admin, each in their own campaign.
    const other = await teamCampaign();
    const admin = await sessionCookieFor(await createUser({ role: 'admin' }));
    const byAdmin = await teamCampaign();
    for (const [campaignId, cookie] of [
      [other.campaign.id, other.cookie],
      [byAdmin.campaign.id, admin],
    ] as const) {
      const result = await post(
        inviteMembers,
        { campaignId, invites: [{ name: 'Tara Target', email: target }] },
        cookie,
      );
      expect(result.json).toMatchObject({ sent: 0, skipped: 1, limited_emails: [target] });
    }

    await pause(300);
    expect(mailsTo(mailServer().messages, target)).toHaveLength(3);
  });

  it('counts across captains and campaigns: a fourth captain’s invitation is skipped and keeps no row', async () => {
    const target = unique('shared');
    for (let i = 0; i < 3; i += 1) {
      const team = await teamCampaign();
      const result = await post(
        inviteMembers,
        { campaignId: team.campaign.id, invites: [{ name: 'Sam Shared', email: target }] },
        team.cookie,
      );
      expect(result.json.sent).toBe(1);
    }
    const fourth = await teamCampaign();
    const other = unique('other');
    const result = await post(
      inviteMembers,
      {
        campaignId: fourth.campaign.id,
        invites: [
          { name: 'Sam Shared', email: target },
          { name: 'Olly Other', email: other },
        ],
      },
      fourth.cookie,
    );
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      sent: 1,
      existing_users: 0,
      skipped: 1,
      failed: 0,
      errors: [],
      existing_user_emails: [],
      limited_emails: [target],
      opted_out_emails: [],
      results: [
        { email: target, name: 'Sam Shared', outcome: 'limited' },
        { email: other, name: 'Olly Other', outcome: 'sent' },
      ],
    });
    expect(await inviteRow(fourth.campaign.id, target)).toBeUndefined();
    await mailServer().waitForMessage((m) => m.to.includes(other));
    await pause(200);
    expect(mailsTo(mailServer().messages, target)).toHaveLength(3);
  });

  it('a share-kit nudge counts too: a member who had 3 team mails today is skipped', async () => {
    const { campaign, cookie } = await teamCampaign();
    const member = await addMember(campaign.id);
    for (let i = 0; i < 3; i += 1) {
      const team = await teamCampaign();
      await post(
        inviteMembers,
        { campaignId: team.campaign.id, invites: [{ name: 'Mo Member', email: member.email }] },
        team.cookie,
      );
    }
    const result = await post(nudge, { campaignId: campaign.id, kind: 'no-sales' }, cookie);
    // The campaign's own fundraiser is nudged; the member is over the limit.
    expect(result.json).toEqual({ sent: 1, skipped: 1, failed: 0 });
    await pause(200);
    expect(mailsTo(mailServer().messages, member.email).filter((m) => /first sale/.test(m.subject ?? ''))).toEqual([]);
    // The skipped nudge leaves no history row: it was never sent.
    const db = await getDb();
    const rows = await db.select().from(fundraisingEmails).where(eq(fundraisingEmails.recipientEmail, member.email));
    expect(rows).toEqual([]);
  });

  it('frees up once the oldest mail is 24 hours old', async () => {
    const target = unique('later');
    const team = await teamCampaign();
    await post(
      inviteMembers,
      { campaignId: team.campaign.id, invites: [{ name: 'Li Later', email: target }] },
      team.cookie,
    );
    const row = (await inviteRow(team.campaign.id, target))!;
    expect((await post(resendInvite, { inviteId: row.id }, team.cookie)).status).toBe(200);
    expect((await post(resendInvite, { inviteId: row.id }, team.cookie)).status).toBe(200);
    expect((await post(resendInvite, { inviteId: row.id }, team.cookie)).status).toBe(429);

    const db = await getDb();
    await db
      .update(rateLimitEvents)
      .set({ createdAt: sql`${rateLimitEvents.createdAt} - interval '24 hours 1 minute'` })
      .where(and(eq(rateLimitEvents.bucket, 'captain-mail-recipient'), eq(rateLimitEvents.key, target)));
    expect((await post(resendInvite, { inviteId: row.id }, team.cookie)).status).toBe(200);
  });

  it('a refused resend changes nothing: the previous link, dates and status stay', async () => {
    const target = unique('kept');
    const team = await teamCampaign();
    await post(
      inviteMembers,
      { campaignId: team.campaign.id, invites: [{ name: 'Kim Kept', email: target }] },
      team.cookie,
    );
    const row = (await inviteRow(team.campaign.id, target))!;
    await post(resendInvite, { inviteId: row.id }, team.cookie);
    await post(resendInvite, { inviteId: row.id }, team.cookie);
    const before = (await inviteRow(team.campaign.id, target))!;
    const refused = await post(resendInvite, { inviteId: row.id }, team.cookie);
    expect(refused.status).toBe(429);
    expect(await inviteRow(team.campaign.id, target)).toEqual(before);
  });
});

describe('a daily budget per sender', () => {
  it('a captain gets 200 mails a day; over it invitations are skipped and a resend is refused', async () => {
    const team = await teamCampaign();
    await spendSenderBudget(team.captain.id, 198);
    const [first, second, third] = [unique('one'), unique('two'), unique('three')];
    const result = await post(
      inviteMembers,
      {
        campaignId: team.campaign.id,
        invites: [
          { name: 'Una One', email: first },
          { name: 'Tom Two', email: second },
          { name: 'Tess Three', email: third },
        ],
      },
      team.cookie,
    );
    expect(result.json).toMatchObject({ sent: 2, skipped: 1, limited_emails: [third] });

    const row = (await inviteRow(team.campaign.id, first))!;
    const resend = await post(resendInvite, { inviteId: row.id }, team.cookie);
    expect(resend.status).toBe(429);
    expect(resend.json.error).toMatch(
      /^You have sent as many invitation and reminder e-mails as allowed in 24 hours\. Please try again in/,
    );
    const reminder = await post(nudge, { campaignId: team.campaign.id, kind: 'pending-invites' }, team.cookie);
    expect(reminder.json).toEqual({ sent: 0, skipped: 2, failed: 0 });
    await pause(200);
    expect(mailsTo(mailServer().messages, third)).toEqual([]);
  });

  it('an admin has a larger budget (1000)', async () => {
    const admin = await createUser({ role: 'admin' });
    const cookie = await sessionCookieFor(admin);
    await spendSenderBudget(admin.id, 999);
    const team = await teamCampaign();
    const [first, second] = [unique('admin-one'), unique('admin-two')];
    const result = await post(
      inviteMembers,
      {
        campaignId: team.campaign.id,
        invites: [
          { name: 'Ada One', email: first },
          { name: 'Abe Two', email: second },
        ],
      },
      cookie,
    );
    expect(result.json).toMatchObject({ sent: 1, skipped: 1, limited_emails: [second] });
  });
});

describe('deleting and inviting again keeps the 24-hour reminder rule', () => {
  it('the reminder history outlives the deleted invitation, so a reminder to the re-invited address is skipped', async () => {
    const target = unique('reinvited');
    const team = await teamCampaign();
    const invite = { campaignId: team.campaign.id, invites: [{ name: 'Rae Reinvited', email: target }] };
    await post(inviteMembers, invite, team.cookie);
    const first = await post(nudge, { campaignId: team.campaign.id, kind: 'pending-invites' }, team.cookie);
    expect(first.json).toEqual({ sent: 1, skipped: 0, failed: 0 });
    const row = (await inviteRow(team.campaign.id, target))!;
    expect((await post(deleteInvite, { inviteId: row.id }, team.cookie)).status).toBe(200);

    const db = await getDb();
    const history = await db.select().from(fundraisingEmails).where(eq(fundraisingEmails.recipientEmail, target));
    expect(history).toEqual([expect.objectContaining({ kind: 'pending-invite', inviteId: null })]);

    expect((await post(inviteMembers, invite, team.cookie)).json.sent).toBe(1);
    // Only the reminder rule stands in the way: the address's mail count is cleared for this check.
    await db
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, 'captain-mail-recipient'), eq(rateLimitEvents.key, target)));
    const second = await post(nudge, { campaignId: team.campaign.id, kind: 'pending-invites' }, team.cookie);
    expect(second.json).toEqual({ sent: 0, skipped: 1, failed: 0 });
  });
});
