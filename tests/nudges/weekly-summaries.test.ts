import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET as cronGet, POST as cronPost } from '@/app/%5Fapi/cron/weekly-summaries/route';
import { POST as unsubscribe } from '@/app/unsubscribe/route';
import { unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, fundraisingEmails } from '@/server/db/schema';
import { sendDueWeeklySummaries, shopWeekStart } from '@/server/services/weekly-summaries';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { setupTestSmtpServer } from '../support/smtp';
import { setEnv } from '../mail/env';
import { addMember, mailsTo, pause, teamCampaign } from './support';

const mailServer = setupTestSmtpServer();
const SECRET = 'cron-secret-for-tests-0123456789';
const restore = setEnv({ CRON_SECRET: undefined });
afterAll(() => restore());

const cron = (handler: typeof cronPost, authorization?: string) =>
  call(handler, {
    method: handler === cronGet ? 'GET' : 'POST',
    path: '/_api/cron/weekly-summaries',
    headers: authorization ? { authorization } : {},
  });

async function summaryRows(campaignId: number) {
  const db = await getDb();
  return db
    .select()
    .from(fundraisingEmails)
    .where(and(eq(fundraisingEmails.campaignId, campaignId), eq(fundraisingEmails.kind, 'weekly-summary')));
}

describe('the shop week', () => {
  it('starts on Monday in New York time', () => {
    // Sunday 23:30 in New York is Monday 04:30 UTC: still the week that began on Monday the 16th.
    expect(shopWeekStart(new Date('2026-11-23T04:30:00Z'))).toBe('2026-11-16');
    // Monday 00:30 in New York.
    expect(shopWeekStart(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    expect(shopWeekStart(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-23');
    // Across the end of summer time (Sunday 1 November 2026).
    expect(shopWeekStart(new Date('2026-11-02T04:59:00Z'))).toBe('2026-10-26');
    expect(shopWeekStart(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe('POST /_api/cron/weekly-summaries', () => {
  it('does not exist without CRON_SECRET (404) and refuses a missing or wrong secret (401)', async () => {
    expect((await cron(cronPost)).status).toBe(404);
    expect((await cron(cronPost, `Bearer ${SECRET}`)).status).toBe(404);
    const undo = setEnv({ CRON_SECRET: SECRET });
    try {
      const { campaign } = await teamCampaign();
      for (const header of [
        undefined,
        'Bearer',
        `Bearer ${SECRET}x`,
        SECRET,
        `Basic ${SECRET}`,
        `bearer ${SECRET.slice(1)}`,
      ]) {
        const refused = await cron(cronPost, header);
        expect(refused.status, String(header)).toBe(401);
        expect((await cron(cronGet, header)).status).toBe(401);
      }
      expect(await summaryRows(campaign.id)).toEqual([]);
    } finally {
      undo();
    }
  });

  it('sends each running campaign’s captain one summary a week, with the team’s figures', async () => {
    const undo = setEnv({ CRON_SECRET: SECRET });
    try {
      const { campaign, captain, fundraiser } = await teamCampaign([], 2000);
      await insertOrder({
        campaignId: campaign.id,
        subAccountId: fundraiser.id,
        totalCents: 1000,
        customerEmail: 'a@example.com',
      });
      await addMember(campaign.id, { displayName: 'Quiet Quinn' });
      const ended = await teamCampaign();
      const db = await getDb();
      await db
        .update(campaigns)
        .set({ startDate: new Date(Date.now() - 10 * 86_400_000), endDate: new Date(Date.now() - 86_400_000) })
        .where(eq(campaigns.id, ended.campaign.id));
      const inactive = await teamCampaign();
      await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, inactive.campaign.id));

      const first = await cron(cronPost, `Bearer ${SECRET}`);
      expect(first.status).toBe(200);
      expect(first.json.sent).toBeGreaterThanOrEqual(1);
      const mail = await mailServer().waitForMessage((m) => m.to.includes(captain.email));
      const week = shopWeekStart();
      expect(mail.subject).toBe(`${campaign.name}: your team's week (week of ${week})`);
      expect(mail.text).toContain('So far your team of 2 has sold 1 bag for $10.00.');
      expect(mail.text).toContain(`- ${fundraiser.displayName}: $10.00, 1 bag, 1 supporter, 50% of goal, last sale `);
      expect(mail.text).toContain('- Quiet Quinn: $0.00, 0 bags, 0 supporters, no goal set, no sale yet');
      expect(mail.text).toContain(`http://localhost:3000/captain/team-management?campaign=${campaign.id}`);
      expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(await summaryRows(campaign.id)).toMatchObject([
        { periodStart: week, recipientEmail: captain.email.toLowerCase() },
      ]);

      // Again the same week, from the scheduler's GET or the in-process check: nothing more.
      const again = await cron(cronGet, `Bearer ${SECRET}`);
      expect(again.status).toBe(200);
      expect(again.json.sent).toBe(0);
      expect(again.json.alreadySent).toBeGreaterThanOrEqual(1);
      await Promise.all([sendDueWeeklySummaries(), sendDueWeeklySummaries()]);
      await pause(300);
      expect(mailsTo(mailServer().messages, captain.email)).toHaveLength(1);
      expect(mailsTo(mailServer().messages, ended.captain.email)).toEqual([]);
      expect(mailsTo(mailServer().messages, inactive.captain.email)).toEqual([]);

      // Next week's summary goes out.
      await sendDueWeeklySummaries({ now: new Date(Date.now() + 7 * 86_400_000) });
      // Sent by the mail outbox after the claim commits.
      await vi.waitFor(() => expect(mailsTo(mailServer().messages, captain.email)).toHaveLength(2), {
        timeout: 10_000,
      });
    } finally {
      undo();
    }
  });

  it('does not list the captain in their own summary when they also sell (issue 26)', async () => {
    const { campaign, captain, fundraiser } = await teamCampaign([], 2000);
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: captain.id });
    await sendDueWeeklySummaries();
    const mail = await mailServer().waitForMessage((m) => m.to.includes(captain.email));
    expect(mail.text).toContain('So far your team of 1 has sold');
    expect(mail.text).toContain(`- ${fundraiser.displayName}: `);
    expect(mail.text).not.toContain(`- ${captain.displayName}: `);
  });

  it('skips a captain who unsubscribed', async () => {
    const { campaign, captain } = await teamCampaign();
    const link = new URL(unsubscribeUrl(captain.email));
    await call(unsubscribe, { method: 'POST', path: `${link.pathname}${link.search}` });
    const run = await sendDueWeeklySummaries();
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    await pause(300);
    expect(mailsTo(mailServer().messages, captain.email)).toEqual([]);
    expect(await summaryRows(campaign.id)).toEqual([]);
  });
});
