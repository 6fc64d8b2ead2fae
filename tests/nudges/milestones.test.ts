import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { POST as unsubscribe } from '@/app/unsubscribe/route';
import { unsubscribeUrl } from '@/server/auth/unsubscribe-links';
import { getDb } from '@/server/db';
import { mailOutbox, users } from '@/server/db/schema';
import { reachedMilestones, recordedMilestones, sendMilestoneEmails } from '@/server/services/milestones';
import { call, fromAddress } from '../support/http';
import { insertOrder } from '../support/orders';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer, type ReceivedMail } from '../support/smtp';
import { mailsTo, pause, teamCampaign, unique } from './support';
import { setFundraiserPage } from '../support/pages';

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
let coffee: Awaited<ReturnType<typeof createProduct>>;
let buyers = 0;

beforeAll(async () => {
  // $5.00 a bag against a $20.00 goal: each bag is 25 %.
  coffee = await createProduct({ priceCents: 500 });
});

async function order(campaignId: number, subAccountId: number, quantity = 1) {
  buyers += 1;
  const result = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Bea',
      customerLastName: 'Buyer',
      customerEmail: `buyer-${buyers}@example.com`,
      campaignId,
      subAccountId,
      items: [{ productId: coffee.id, quantity }],
    },
    headers: fromAddress(`10.1.${Math.floor(buyers / 200)}.${buyers % 200}`),
  });
  expect(result.status).toBe(201);
}

const milestoneMails = (email: string) =>
  mailsTo(mailServer().messages, email).filter((m: ReceivedMail) => /goal/i.test(m.subject ?? ''));

/** Waits until `count` milestone e-mails reached the address, then a little more to see that no other follows. */
async function settle(email: string, count: number) {
  const deadline = Date.now() + 5000;
  while (milestoneMails(email).length < count && Date.now() < deadline) await pause(50);
  await pause(400);
  return milestoneMails(email);
}

describe('milestone e-mails', () => {
  it('knows which thresholds a figure reached, without rounding up', () => {
    expect(reachedMilestones(499, 2000)).toEqual([]);
    expect(reachedMilestones(500, 2000)).toEqual([25]);
    expect(reachedMilestones(1999, 2000)).toEqual([25, 50, 75]);
    expect(reachedMilestones(5000, 2000)).toEqual([25, 50, 75, 100]);
    expect(reachedMilestones(5000, null)).toEqual([]);
  });

  it('mails each threshold once as orders come in, after the order is placed', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    await order(campaign.id, fundraiser.id);
    const [first] = await settle(fundraiser.email, 1);
    expect(first!.subject).toBe('You are 25% of the way to your goal');
    expect(first!.text).toContain(`You have raised $5.00 of your $20.00 goal for ${campaign.name}.`);
    expect(first!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(first!.text).toContain(unsubscribeUrl(fundraiser.email));

    // A cancelled order does not count toward "raised".
    await insertOrder({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      totalCents: 1500,
      orderStatus: 'cancelled',
    });
    // One order at a time, each e-mail awaited: the next order must not overtake the previous one's check.
    for (const count of [2, 3, 4]) {
      await order(campaign.id, fundraiser.id);
      await settle(fundraiser.email, count);
    }
    await order(campaign.id, fundraiser.id);
    const mails = await settle(fundraiser.email, 4);
    expect(mails.map((m) => m.subject)).toEqual([
      'You are 25% of the way to your goal',
      'You are 50% of the way to your goal',
      'You are 75% of the way to your goal',
      `You reached your goal for ${campaign.name}!`,
    ]);
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([25, 50, 75, 100]);
  });

  it('records every threshold one order crosses and mails once, naming the highest', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    await order(campaign.id, fundraiser.id, 3);
    const mails = await settle(fundraiser.email, 1);
    expect(mails.map((m) => m.subject)).toEqual(['You are 75% of the way to your goal']);
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([25, 50, 75]);
  });

  it('never mails a threshold twice when orders and checks race', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    await Promise.all([order(campaign.id, fundraiser.id), order(campaign.id, fundraiser.id)]);
    // Both orders are in: eight more checks at once find nothing left to send.
    await Promise.all(
      Array.from({ length: 8 }, () => sendMilestoneEmails({ campaignId: campaign.id, userId: fundraiser.id })),
    );
    const mails = await settle(fundraiser.email, 1);
    const named = mails.map((m) => /(\d+)%/.exec(m.subject ?? '')![1]);
    expect(new Set(named).size).toBe(named.length);
    expect(named).toContain('50');
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([25, 50]);
  });

  it('never mails an address that unsubscribed, and records nothing for it', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    const link = new URL(unsubscribeUrl(fundraiser.email.toUpperCase()));
    expect((await call(unsubscribe, { method: 'POST', path: `${link.pathname}${link.search}` })).status).toBe(200);
    await order(campaign.id, fundraiser.id, 4);
    await sendMilestoneEmails({ campaignId: campaign.id, userId: fundraiser.id });
    expect(await settle(fundraiser.email, 0)).toEqual([]);
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([]);
  });

  it('keeps a milestone whose e-mail the server refused, and leaves the e-mail to the outbox to retry', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    const db = await getDb();
    const bounce = unique('bounce');
    await db.update(users).set({ email: bounce }).where(eq(users.id, fundraiser.id));
    await order(campaign.id, fundraiser.id);
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([25]);
    await vi.waitFor(
      async () => {
        // The order also queues the fundraiser's "credited to you" notice to the same address: pick the milestone.
        const [queued] = await db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.recipient, bounce), eq(mailOutbox.kind, 'milestone')));
        expect(queued).toMatchObject({ kind: 'milestone', category: 'fundraising', status: 'pending', attempts: 1 });
        expect(queued!.lastError).toMatch(/550/);
      },
      { timeout: 10_000 },
    );
  });

  it('sends nothing to a fundraiser without a goal', async () => {
    const { campaign, fundraiser } = await teamCampaign([coffee.id], 2000);
    await setFundraiserPage(fundraiser.id, campaign.id, { goalAmountCents: null });
    await order(campaign.id, fundraiser.id, 4);
    expect(await settle(fundraiser.email, 0)).toEqual([]);
    expect(await recordedMilestones({ campaignId: campaign.id, userId: fundraiser.id })).toEqual([]);
  });
});
