import { asAccount } from '@/server/db/types';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as cronGet, POST as cronPost } from '@/app/%5Fapi/cron/pickup-notices/route';
import { getDb } from '@/server/db';
import { campaignNotices, campaignParticipants, campaigns, users } from '@/server/db/schema';
import { optOutOfFundraisingEmails } from '@/server/services/fundraising-emails';
import { sendDuePickupNotices } from '@/server/services/pickup-notices';
import { createUser } from '../support/auth';
import { call } from '../support/http';
import { setEnv } from '../mail/env';
import { addOption, buyerOrder, HOUR, noticeCampaign, noticesOf, outboxTo, unique } from './support';
import { setFundraiserPage } from '../support/pages';

const SECRET = 'cron-secret-for-tests-0123456789';
const restore = setEnv({ CRON_SECRET: undefined });
afterAll(() => restore());

// Each test runs the job at its own moment, far from the others', so their options and deadlines never meet.
let year = 2030;
const nextNow = () => new Date(`${year++}-03-10T12:00:00Z`);

describe('the day-before pickup reminder', () => {
  it('reminds each open order of a meetup starting within 24 hours, once, with the plan', async () => {
    const now = nextNow();
    const { campaign } = await noticeCampaign({
      paymentInstructions: { methods: ['cash'], note: 'Exact change please.' },
    });
    const soon = await addOption(campaign.id, { startsAt: new Date(now.getTime() + 20 * HOUR) });
    const later = await addOption(campaign.id, { name: 'Later', startsAt: new Date(now.getTime() + 25 * HOUR) });
    const started = await addOption(campaign.id, { name: 'Started', startsAt: new Date(now.getTime() - HOUR) });
    const delivery = await addOption(campaign.id, {
      kind: 'delivery',
      name: 'East End',
      startsAt: new Date(now.getTime() + 2 * HOUR),
    });
    const due = await buyerOrder(campaign.id, { pickupOptionId: soon.id, collectedCents: 1250 });
    const handedOut = await buyerOrder(campaign.id, { pickupOptionId: soon.id, orderStatus: 'delivered' });
    const cancelled = await buyerOrder(campaign.id, { pickupOptionId: soon.id, orderStatus: 'cancelled' });
    const notYet = await buyerOrder(campaign.id, { pickupOptionId: later.id });
    const gone = await buyerOrder(campaign.id, { pickupOptionId: started.id });
    const delivered = await buyerOrder(campaign.id, { pickupOptionId: delivery.id });

    const run = await sendDuePickupNotices({ now });
    expect(run.pickupReminders).toBe(1);
    const [mail] = await outboxTo(due.customerEmail);
    expect(mail!.subject).toMatch(/^Pickup tomorrow: School gym \w{3}, \w{3} \d+, \d+:\d{2} [AP]M – \d+:\d{2} [AP]M$/);
    expect(mail!.category).toBe('transactional');
    expect(mail!.textBody).toContain('Paid in full. Thank you!');
    expect(mail!.textBody).toContain('Pickup — Meetup: School gym, 12 Oak St');
    expect(mail!.textBody).toContain(`?key=${due.accessKey}`);
    expect(await noticesOf(due.id, 'pickup-reminder')).toMatchObject([{ pickupOptionId: soon.id }]);
    for (const other of [handedOut, cancelled, notYet, gone, delivered])
      expect(await outboxTo(other.customerEmail), other.orderNumber).toEqual([]);

    // Half an hour later: `soon` was reminded already and `later` is still more than a day away.
    expect((await sendDuePickupNotices({ now: new Date(now.getTime() + HOUR / 2) })).pickupReminders).toBe(0);
    expect(await outboxTo(due.customerEmail)).toHaveLength(1);
    expect(await outboxTo(notYet.customerEmail)).toEqual([]);
    // Once `later` is within a day, its order is reminded.
    const next = await sendDuePickupNotices({ now: new Date(now.getTime() + 2 * HOUR) });
    expect(next.pickupReminders).toBe(1);
    expect(await outboxTo(notYet.customerEmail)).toHaveLength(1);
  });

  it("the shop's own meetups remind with the shop's payment instructions and the amount due", async () => {
    const now = nextNow();
    const shopMeetup = await addOption(null, { name: 'Roastery door', startsAt: new Date(now.getTime() + 3 * HOUR) });
    const order = await buyerOrder(null, { pickupOptionId: shopMeetup.id });
    await sendDuePickupNotices({ now });
    const [mail] = await outboxTo(order.customerEmail);
    expect(mail!.textBody).toContain('Amount due: $12.50');
    expect(mail!.textBody).toContain('Checks payable to: Steam & Grind');
  });
});

describe('"48 hours left"', () => {
  async function deadlineCampaign(now: Date, hoursLeft: number) {
    const setup = await noticeCampaign({ orderDeadline: new Date(now.getTime() + hoursLeft * HOUR) });
    const db = await getDb();
    await db
      .update(users)
      .set({ email: unique('captain') })
      .where(eq(users.id, setup.captain.id));
    await db
      .update(users)
      .set({ email: unique('runner') })
      .where(eq(users.id, setup.fundraiser.id));
    const page = await setFundraiserPage(setup.fundraiser.id, setup.campaign.id, {
      isPublic: true,
      slug: `runner-${setup.fundraiser.id}-x`,
    });
    const [captain] = await db.select().from(users).where(eq(users.id, setup.captain.id));
    const [fundraiser] = await db.select().from(users).where(eq(users.id, setup.fundraiser.id));
    return {
      ...setup,
      captain: asAccount(captain!),
      fundraiser: { ...asAccount(fundraiser!), landingPageSlug: page.slug },
    };
  }

  it('mails the captain and every participant once per deadline; a child through the parent; opt-outs skipped', async () => {
    const now = nextNow();
    const { campaign, captain, fundraiser } = await deadlineCampaign(now, 40);
    const db = await getDb();
    const parent = await createUser({ role: 'sub_account', email: unique('parent'), firstName: 'Pat' });
    const child = await createUser({
      role: 'sub_account',
      email: unique('child'),
      firstName: 'Ava',
      parentUserId: parent.id,
    });
    const quiet = await createUser({ role: 'sub_account', email: unique('quiet') });
    await optOutOfFundraisingEmails(quiet.email);
    await db.insert(campaignParticipants).values([
      { campaignId: campaign.id, userId: child.id },
      { campaignId: campaign.id, userId: quiet.id },
    ]);

    const run = await sendDuePickupNotices({ now });
    expect(run).toMatchObject({ deadlineNotices: 3, skipped: 1 });
    const [toCaptain] = await outboxTo(captain.email);
    expect(toCaptain!.subject).toBe(`48 hours left to order for ${campaign.name}`);
    expect(toCaptain!.category).toBe('fundraising');
    expect(toCaptain!.textBody).toContain(`/captain/team-management?campaign=${campaign.id}`);
    expect(toCaptain!.textBody).toMatch(/http:\/\/localhost:3000\/unsubscribe\?\S+/);
    expect(toCaptain!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [toFundraiser] = await outboxTo(fundraiser.email);
    expect(toFundraiser!.textBody).toContain(`Hi ${fundraiser.firstName},`);
    expect(toFundraiser!.textBody).toContain(fundraiser.landingPageSlug!);
    const [toParent] = await outboxTo(parent.email);
    expect(toParent!.textBody).toContain('Hi Pat,');
    expect(toParent!.textBody).toContain("share Ava's page");
    expect(await outboxTo(child.email)).toEqual([]);
    expect(await outboxTo(quiet.email)).toEqual([]);

    // Once per (campaign, deadline): the next hours send nothing more.
    expect((await sendDuePickupNotices({ now: new Date(now.getTime() + HOUR) })).deadlineNotices).toBe(0);
    expect(await outboxTo(captain.email)).toHaveLength(1);

    // The deadline moves a day later: one more round, still inside 48 hours.
    await db
      .update(campaigns)
      .set({ orderDeadline: new Date(now.getTime() + 64 * HOUR) })
      .where(eq(campaigns.id, campaign.id));
    expect((await sendDuePickupNotices({ now: new Date(now.getTime() + 2 * HOUR) })).deadlineNotices).toBe(0);
    expect((await sendDuePickupNotices({ now: new Date(now.getTime() + 20 * HOUR) })).deadlineNotices).toBe(3);
    expect(await outboxTo(captain.email)).toHaveLength(2);
    expect(await outboxTo(parent.email)).toHaveLength(2);
    const rows = await db.select().from(campaignNotices).where(eq(campaignNotices.campaignId, campaign.id));
    expect(rows).toHaveLength(2);
  });

  it('sends nothing more than 48 hours before, after the deadline, or for an inactive campaign', async () => {
    const now = nextNow();
    const early = await deadlineCampaign(now, 49);
    const past = await deadlineCampaign(now, -1);
    const inactive = await deadlineCampaign(now, 10);
    const db = await getDb();
    await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, inactive.campaign.id));
    await sendDuePickupNotices({ now });
    for (const setup of [early, past, inactive]) expect(await outboxTo(setup.captain.email)).toEqual([]);
    expect(await outboxTo(early.fundraiser.email)).toEqual([]);
  });
});

describe('POST /_api/cron/pickup-notices', () => {
  const cron = (handler: typeof cronPost, authorization?: string) =>
    call(handler, {
      method: handler === cronGet ? 'GET' : 'POST',
      path: '/_api/cron/pickup-notices',
      headers: authorization ? { authorization } : {},
    });

  it('404 without CRON_SECRET, 401 with a wrong one, and runs the job with the right one', async () => {
    expect((await cron(cronPost, `Bearer ${SECRET}`)).status).toBe(404);
    const undo = setEnv({ CRON_SECRET: SECRET });
    try {
      expect((await cron(cronPost, `Bearer ${SECRET}x`)).status).toBe(401);
      expect((await cron(cronGet)).status).toBe(401);
      const { campaign } = await noticeCampaign();
      const meetup = await addOption(campaign.id, { startsAt: new Date(Date.now() + 5 * HOUR) });
      const order = await buyerOrder(campaign.id, { pickupOptionId: meetup.id });
      const done = await cron(cronGet, `Bearer ${SECRET}`);
      expect(done.status).toBe(200);
      expect(done.json).toMatchObject({ pickupReminders: 1 });
      expect(await outboxTo(order.customerEmail)).toHaveLength(1);
      expect((await cron(cronPost, `Bearer ${SECRET}`)).json).toMatchObject({ pickupReminders: 0 });
    } finally {
      undo();
    }
  });
});
