import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateRoute } from '@/app/%5Fapi/admin/campaign/update/route';
import { POST as createRoute } from '@/app/%5Fapi/admin/createcampaign/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { shopToday } from '@/lib/dates';
import { getDb } from '@/server/db';
import { capRefusals, orderItems, orders, products } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { createOption, createProduct } from '../support/factories';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const tag = () => randomBytes(4).toString('hex');
const admin = (handler: typeof updateRoute, path: string, body: unknown) =>
  call(handler, { method: 'POST', path, body, headers: { cookie: adminCookie } });
/** The update call names the campaign and its address every time (spec admin.md section 4). */
const updateCampaign = (campaign: { id: number; name: string; slug: string | null }, body: Record<string, unknown>) =>
  admin(updateRoute, '/_api/admin/campaign/update', {
    id: campaign.id,
    name: campaign.name,
    slug: campaign.slug,
    ...body,
  });
let buyerCount = 0;
/** Each buyer orders from an address and e-mail of their own, so the order throttles never decide. */
function buy(body: Record<string, unknown>) {
  buyerCount += 1;
  return call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Buyer',
      customerLastName: `No${buyerCount}`,
      customerEmail: `buyer-${buyerCount}-${tag()}@example.com`,
      ...body,
    },
    headers: fromAddress(`10.28.${Math.floor(buyerCount / 250) % 250}.${buyerCount % 250}`),
  });
}

async function bagsSold(campaignId: number | null, productId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ bags: sql<string>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        campaignId === null ? sql`${orders.campaignId} is null` : eq(orders.campaignId, campaignId),
      ),
    );
  return Number(row!.bags);
}

describe('batch limits per campaign', () => {
  it('50 concurrent buyers of the last 10 bags: exactly 10 sold, 40 refused with the message, nothing oversold', async () => {
    const coffee = await createProduct({ name: `Gesha Lot ${tag()}`, priceCents: 2400 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id]);
    const capped = await updateCampaign(campaign, { caps: [{ productId: coffee.id, maxBags: 30 }] });
    expect(capped.status).toBe(200);
    expect(capped.json.campaign.caps).toEqual([{ productId: coffee.id, maxBags: 30, maxGrams: null }]);
    // 20 of the 30 bags sold beforehand.
    for (const quantity of [12, 8]) {
      const earlier = await buy({
        campaignId: campaign.id,
        subAccountId: fundraiser.id,
        items: [{ productId: coffee.id, quantity }],
      });
      expect(earlier.status).toBe(201);
    }

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        buy({ campaignId: campaign.id, subAccountId: fundraiser.id, items: [{ productId: coffee.id, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.json).toEqual({ error: `${coffee.name} is sold out for ${campaign.name}.` });
    expect(await bagsSold(campaign.id, coffee.id)).toBe(30);

    const db = await getDb();
    const demand = await db
      .select({ bags: sql<string>`sum(${capRefusals.bags})` })
      .from(capRefusals)
      .where(eq(capRefusals.campaignId, campaign.id));
    expect(Number(demand[0]!.bags)).toBe(40);
  });

  it('counts roasted grams across sizes, ignores cancelled orders and refuses the whole order', async () => {
    const coffee = await createProduct({ name: `Kenya Lot ${tag()}`, priceCents: 1800 });
    const twoPound = await createOption(coffee.id, {
      grind: 'espresso',
      size: '2 lb',
      sizeGrams: 907,
      priceCents: 4200,
    });
    const other = await createProduct({ name: `House ${tag()}`, priceCents: 1500 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id, other.id]);
    // 2,000 g: two 2 lb bags (1,814 g) fit, a 12 oz bag more (340 g) does not.
    expect((await updateCampaign(campaign, { caps: [{ productId: coffee.id, maxGrams: 2000 }] })).status).toBe(200);
    const line = (quantity: number, optionId?: number) => ({ productId: coffee.id, quantity, optionId });
    const base = { campaignId: campaign.id, subAccountId: fundraiser.id };
    const first = await buy({ ...base, items: [line(2, twoPound.id)] });
    expect(first.status).toBe(201);

    const before = await bagsSold(campaign.id, other.id);
    const mixed = await buy({ ...base, items: [{ productId: other.id, quantity: 3 }, line(1)] });
    expect(mixed.status).toBe(409);
    expect(mixed.json.error).toBe(`${coffee.name} is sold out for ${campaign.name}.`);
    expect(await bagsSold(campaign.id, other.id)).toBe(before);

    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.orderNumber, first.json.orderNumber));
    expect((await buy({ ...base, items: [line(1)] })).status).toBe(201);
  });

  it('a shop order takes the next roasting day; a coffee’s cap per roast day refuses the order beyond it', async () => {
    const coffee = await createProduct({ name: `Daily Lot ${tag()}`, priceCents: 1600, shopDayMaxBags: 3 });
    const roastDay = nextRoastDay(shopToday(), [2, 5]);
    const first = await buy({ items: [{ productId: coffee.id, quantity: 2 }] });
    expect(first.status).toBe(201);
    const db = await getDb();
    const [placed] = await db.select().from(orders).where(eq(orders.orderNumber, first.json.orderNumber));
    expect(placed!.roastDate).toBe(roastDay);

    const beyond = await buy({ items: [{ productId: coffee.id, quantity: 2 }] });
    expect(beyond.status).toBe(409);
    expect(beyond.json.error).toMatch(new RegExp(`^${coffee.name} is sold out for the .+ roast\\.`));
    expect((await buy({ items: [{ productId: coffee.id, quantity: 1 }] })).status).toBe(201);
    expect(await bagsSold(null, coffee.id)).toBe(3);
    await db.update(products).set({ shopDayMaxBags: null }).where(eq(products.id, coffee.id));
  });
});

describe('a campaign’s roast day', () => {
  it('is accepted at creation, copied onto its orders, and moves the orders not handed out when it changes', async () => {
    const coffee = await createProduct({ name: `Roast Day ${tag()}`, priceCents: 1700 });
    const created = await admin(createRoute, '/_api/admin/createcampaign', {
      name: `Roast Day Drive ${tag()}`,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      roastDate: '2026-12-04',
      caps: [{ productId: coffee.id, maxBags: 100, maxGrams: 50000 }],
    });
    expect(created.status).toBe(201);
    expect(created.json.campaign).toMatchObject({
      roastDate: '2026-12-04',
      caps: [{ productId: coffee.id, maxBags: 100, maxGrams: 50000 }],
    });

    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id], { roastDate: '2026-12-04' });
    const items = [{ productId: coffee.id, quantity: 1 }];
    const handed = await buy({ campaignId: campaign.id, subAccountId: fundraiser.id, items });
    const waiting = await buy({ campaignId: campaign.id, subAccountId: fundraiser.id, items });
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.orderNumber, handed.json.orderNumber));
    const moved = await updateCampaign(campaign, { roastDate: '2026-12-11' });
    expect(moved.status).toBe(200);
    const roastOf = async (orderNumber: string) =>
      (await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.roastDate;
    expect(await roastOf(handed.json.orderNumber)).toBe('2026-12-04');
    expect(await roastOf(waiting.json.orderNumber)).toBe('2026-12-11');
  });

  it('refuses a bad roast day or bad caps with a 400 and changes nothing', async () => {
    const coffee = await createProduct({ name: `Bad Caps ${tag()}`, priceCents: 1700 });
    const { campaign } = await createCampaignWithFundraiser([coffee.id]);
    const update = (body: Record<string, unknown>) => updateCampaign(campaign, body);
    expect((await update({ roastDate: '2026-02-30' })).json).toEqual({
      error: 'Roast date must be a date (YYYY-MM-DD).',
    });
    expect((await update({ caps: [{ productId: coffee.id }] })).json).toEqual({
      error: 'Each cap needs maxBags or maxGrams.',
    });
    expect((await update({ caps: [{ productId: coffee.id, maxBags: 0 }] })).status).toBe(400);
    const twice = [
      { productId: coffee.id, maxBags: 5 },
      { productId: coffee.id, maxGrams: 500 },
    ];
    expect((await update({ caps: twice })).json).toEqual({ error: 'A coffee can have only one cap per campaign.' });
    expect((await update({ caps: [{ productId: 987654, maxBags: 5 }] })).status).toBe(400);
    const unchanged = await update({});
    expect(unchanged.json.campaign).toMatchObject({ roastDate: null, caps: [] });
  });
});
