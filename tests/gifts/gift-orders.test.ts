import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as lookup } from '@/app/%5Fapi/orders/lookup/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { GIFT_INVALID } from '@/lib/validation/orders';
import { getDb } from '@/server/db';
import { campaigns, orderItems, orders } from '@/server/db/schema';
import { editOrder } from '@/server/services/order-edits';
import { createUser } from '../support/auth';
import { createProduct } from '../support/factories';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setFundraiserPage } from '../support/pages';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

let buyers = 0;
function order(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  buyers += 1;
  return call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Gita',
      customerLastName: `Giver${buyers}`,
      customerEmail: `giver-${buyers}-${randomBytes(3).toString('hex')}@example.com`,
      ...body,
    },
    headers: { ...fromAddress(`10.29.${buyers % 250}.${(buyers * 7) % 250}`), ...headers },
  });
}

/** The fundraiser's page made public, so they are on the leaderboard. */
const publish = (userId: number, campaignId: number) =>
  setFundraiserPage(userId, campaignId, { isPublic: true, slug: `giver-${randomBytes(4).toString('hex')}` });

async function board(campaignSlug: string | null) {
  const { json } = await call(leaderboard, { path: `/_api/campaign/leaderboard?campaignSlug=${campaignSlug}` });
  return json;
}

describe('gifts for the team (issue 29)', () => {
  it('a $90 payment for $60 of coffee and a $30 gift: $30 is the contribution, $60 the fair market value', async () => {
    const coffee = await createProduct({ name: `Gift Coffee ${buyers}`, priceCents: 2000 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id], {
      beneficiary: { name: 'Oldham County Youth Soccer', taxId: '61-1234567', shareIsContribution: false },
      teamSharePermille: 250,
    });
    await publish(fundraiser.id, campaign.id);
    const placed = await order({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: coffee.id, quantity: 3 }],
      giftCents: 3000,
    });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({
      total: '90.00',
      giftCents: 3000,
      fairMarketValueCents: 6000,
      contributionCents: 3000,
    });
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(row).toMatchObject({ totalCents: 9000, giftCents: 3000 });

    // The leaderboard counts the gift in money, not in bags; the team's share takes the whole gift.
    const json = await board(campaign.slug);
    const entry = json.leaderboard.find((e: { userId: number }) => e.userId === fundraiser.id);
    expect(entry).toMatchObject({ totalRaised: '90.00', bagsSold: 3 });
    // 25 % of three $20 bags ($15) plus the $30 gift.
    expect(entry.teamRaised).toBe('45.00');
    expect(json.teamRaised).toBe('45.00');

    // The buyer's order page (lookup) and the confirmation say what is a contribution, with the tax id.
    const statement =
      'Of your $90.00, $60.00 is our good-faith estimate of the fair market value of the coffee you receive, and $30.00 is a contribution to Oldham County Youth Soccer (tax ID 61-1234567).';
    const key = new URL(placed.json.orderUrl).searchParams.get('key')!;
    const found = await call(lookup, {
      path: `/_api/orders/lookup?${new URLSearchParams({ orderNumber: placed.json.orderNumber, key })}`,
    });
    expect(found.json.order).toMatchObject({ giftCents: 3000, fairMarketValueCents: 6000, contributionCents: 3000 });
    expect(found.json.order.receipt).toContain(statement);
    const mail = await mailServer().waitForMessage(
      (message) => message.to.includes(row!.customerEmail) && (message.subject ?? '').includes(placed.json.orderNumber),
    );
    expect(mail.text?.replace(/\s+/g, ' ')).toContain(statement);
    expect(mail.text).toContain('Includes a gift of $30.00 for the team.');
  });

  it('counts the team’s share as a contribution when the organisation says so', async () => {
    const coffee = await createProduct({ name: `Share Coffee ${buyers}`, priceCents: 2000 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id], {
      beneficiary: { name: 'Band Boosters', taxId: null, shareIsContribution: true },
      teamShareCentsPerBag: 500,
    });
    const placed = await order({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: coffee.id, quantity: 2 }],
      giftCents: 1000,
    });
    expect(placed.json).toMatchObject({ giftCents: 1000, contributionCents: 2000, fairMarketValueCents: 3000 });
  });

  it('a gift alone (items: []) is credited like an order: total and goal, no bags, no roast day, no pickup', async () => {
    const coffee = await createProduct({ name: `Alone Coffee ${buyers}`, priceCents: 1800 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id], { roastDate: '2026-12-04' });
    await publish(fundraiser.id, campaign.id);
    const key = `gift-alone-${randomBytes(6).toString('hex')}`;
    const body = { campaignId: campaign.id, subAccountId: fundraiser.id, items: [], giftCents: 2000 };
    const placed = await order(body, { 'idempotency-key': key });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({
      total: '20.00',
      items: [],
      giftCents: 2000,
      fairMarketValueCents: 0,
      contributionCents: 2000,
    });
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(row).toMatchObject({ totalCents: 2000, giftCents: 2000, roastDate: null, pickupOptionId: null });
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, row!.id))).toEqual([]);
    const entry = (await board(campaign.slug)).leaderboard.find((e: { userId: number }) => e.userId === fundraiser.id);
    expect(entry).toMatchObject({ totalRaised: '20.00', bagsSold: 0 });

    // A retry with the same key answers the same order and the same receipt figures.
    const again = await call(placeOrder, {
      method: 'POST',
      path: '/_api/products/order',
      body: {
        ...(placed.json && {
          customerFirstName: 'Gita',
          customerLastName: row!.customerLastName,
          customerEmail: row!.customerEmail,
        }),
        ...body,
      },
      headers: { 'idempotency-key': key, ...fromAddress('10.29.250.1') },
    });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      orderNumber: placed.json.orderNumber,
      giftCents: 2000,
      contributionCents: 2000,
    });
  });

  it('refuses gifts that are not whole dollars from $1, and an empty order without a gift; nothing is written', async () => {
    const coffee = await createProduct({ name: `Bad Gift ${buyers}`, priceCents: 1800 });
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    for (const giftCents of [50, 150, 0, -100, '20', 1.5, 1_000_100]) {
      const refused = await order({ items: [{ productId: coffee.id, quantity: 1 }], giftCents });
      expect(refused.status, `giftCents ${giftCents}`).toBe(400);
      expect(refused.json).toEqual({ error: GIFT_INVALID });
    }
    const empty = await order({ items: [] });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ error: 'Your cart is empty' });
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('a staff edit of the coffee keeps the gift in the total', async () => {
    const coffee = await createProduct({ name: `Edit Gift ${buyers}`, priceCents: 1500 });
    const placed = await order({ items: [{ productId: coffee.id, quantity: 2 }], giftCents: 500 });
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    const admin = await createUser({ role: 'admin' });
    await editOrder({
      actor: admin,
      input: { orderId: row!.id, lines: [{ productId: coffee.id, optionId: null, quantity: 1 }], refund: null },
    });
    const [edited] = await db.select().from(orders).where(eq(orders.id, row!.id));
    expect(edited).toMatchObject({ totalCents: 2000, giftCents: 500 });
  });

  it('a campaign answers its beneficiary after creation', async () => {
    const db = await getDb();
    const { campaign } = await createCampaignWithFundraiser([], {
      beneficiary: { name: 'PTA', taxId: '12-3456789', shareIsContribution: false },
    });
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.beneficiary).toEqual({ name: 'PTA', taxId: '12-3456789', shareIsContribution: false });
  });
});
