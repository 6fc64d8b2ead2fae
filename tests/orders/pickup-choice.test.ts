import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { formatDate } from '@/lib/format';
import { PICKUP_REQUIRED } from '@/lib/validation/campaign-plan';
import { placeOrderSchema } from '@/lib/validation/orders';
import { orderFingerprint } from '@/server/services/order-idempotency';
import { getDb } from '@/server/db';
import { campaigns, orders, pickupOptions } from '@/server/db/schema';
import { PICKUP_ENDED, PICKUP_NOT_OFFERED, pickupFullMessage } from '@/server/services/order-pickup';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

const HOUR = 3_600_000;
let coffee: Awaited<ReturnType<typeof createProduct>>;
let drive: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;
let other: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;
let gym: number;
let otherGym: number;
let ended: number;
let shopCounter: number;

let buyerCount = 0;
const buyer = () => {
  buyerCount += 1;
  return { customerFirstName: 'Pia', customerLastName: 'Pickup', customerEmail: `pia${buyerCount}@example.com` };
};

const order = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(placeOrder, { method: 'POST', path: '/_api/products/order', body: { ...buyer(), ...body }, headers });

const forDrive = (extra: Record<string, unknown> = {}) => ({
  items: [{ productId: coffee.id, quantity: 1 }],
  campaignId: drive.campaign.id,
  subAccountId: drive.fundraiser.id,
  ...extra,
});

async function option(values: Partial<typeof pickupOptions.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(pickupOptions)
    .values({
      kind: 'meetup',
      name: 'School gym',
      address: '12 Oak St',
      startsAt: new Date(Date.now() + 48 * HOUR),
      endsAt: new Date(Date.now() + 50 * HOUR),
      ...values,
    })
    .returning();
  return row!.id;
}

async function storedOption(orderNumber: string) {
  const db = await getDb();
  const [row] = await db
    .select({ pickupOptionId: orders.pickupOptionId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row?.pickupOptionId;
}

beforeAll(async () => {
  coffee = await createProduct({ name: 'Pickup Blend', priceCents: 1800 });
  drive = await createCampaignWithFundraiser([coffee.id]);
  other = await createCampaignWithFundraiser([coffee.id]);
  gym = await option({ campaignId: drive.campaign.id });
  otherGym = await option({ campaignId: other.campaign.id, name: 'Other gym' });
  ended = await option({
    campaignId: drive.campaign.id,
    name: 'Last week',
    startsAt: new Date(Date.now() - 50 * HOUR),
    endsAt: new Date(Date.now() - 48 * HOUR),
  });
  shopCounter = await option({ campaignId: null, kind: 'delivery', name: 'Roastery counter', address: null });
});

describe('checkout asks where to pick up', () => {
  it('requires a choice while the campaign has open options (400, nothing stored)', async () => {
    const db = await getDb();
    const before = (await db.select({ id: orders.id }).from(orders)).length;
    const refused = await order(forDrive());
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: PICKUP_REQUIRED });
    expect((await db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('stores the choice and answers the order page link, absolute and with its key', async () => {
    const placed = await order(forDrive({ pickupOptionId: gym }));
    expect(placed.status).toBe(201);
    expect(await storedOption(placed.json.orderNumber)).toBe(gym);
    const db = await getDb();
    const [row] = await db
      .select({ accessKey: orders.accessKey })
      .from(orders)
      .where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(placed.json.orderUrl).toBe(`http://localhost:3000/orders/${placed.json.orderNumber}?key=${row!.accessKey}`);
    expect(row!.accessKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses another campaign's option, the shop's and an ended one (400)", async () => {
    for (const [id, message] of [
      [otherGym, PICKUP_NOT_OFFERED],
      [shopCounter, PICKUP_NOT_OFFERED],
      [999_999, PICKUP_NOT_OFFERED],
      [ended, PICKUP_ENDED],
    ] as const) {
      const refused = await order(forDrive({ pickupOptionId: id }));
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: message });
    }
  });

  it("the shop's own orders use the shop's options: required, and a campaign's option is refused", async () => {
    const shopOrder = { items: [{ productId: coffee.id, quantity: 2 }] };
    expect((await order(shopOrder)).json).toEqual({ error: PICKUP_REQUIRED });
    expect((await order({ ...shopOrder, pickupOptionId: gym })).json).toEqual({ error: PICKUP_NOT_OFFERED });
    const placed = await order({ ...shopOrder, pickupOptionId: shopCounter });
    expect(placed.status).toBe(201);
    expect(await storedOption(placed.json.orderNumber)).toBe(shopCounter);
  });

  it('a campaign without open options takes orders without a choice', async () => {
    const bare = await createCampaignWithFundraiser([coffee.id]);
    const placed = await order({
      items: [{ productId: coffee.id, quantity: 1 }],
      campaignId: bare.campaign.id,
      subAccountId: bare.fundraiser.id,
    });
    expect(placed.status).toBe(201);
    expect(await storedOption(placed.json.orderNumber)).toBeNull();
  });

  it('refuses a full option (409) and gives its last place to one of two buyers racing for it', async () => {
    const small = await option({ campaignId: drive.campaign.id, name: 'Small porch', capacity: 2 });
    expect((await order(forDrive({ pickupOptionId: small }))).status).toBe(201);
    const race = await Promise.all([
      order(forDrive({ pickupOptionId: small })),
      order(forDrive({ pickupOptionId: small })),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(race.find((answer) => answer.status === 409)!.json).toEqual({ error: pickupFullMessage('Small porch') });
    const db = await getDb();
    const held = await db.select({ id: orders.id }).from(orders).where(eq(orders.pickupOptionId, small));
    expect(held).toHaveLength(2);

    // A cancelled order gives its place back.
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, held[0]!.id));
    expect((await order(forDrive({ pickupOptionId: small }))).status).toBe(201);
  });

  it('refuses orders after the campaign deadline with 409 and the exact message', async () => {
    const closed = await createCampaignWithFundraiser([coffee.id], { name: 'Fall Beans' });
    const deadline = new Date(Date.now() - HOUR);
    const db = await getDb();
    await db.update(campaigns).set({ orderDeadline: deadline }).where(eq(campaigns.id, closed.campaign.id));
    const refused = await order({
      items: [{ productId: coffee.id, quantity: 1 }],
      campaignId: closed.campaign.id,
      subAccountId: closed.fundraiser.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: `Orders for Fall Beans closed on ${formatDate(deadline)}.` });

    await db
      .update(campaigns)
      .set({ orderDeadline: new Date(Date.now() + HOUR) })
      .where(eq(campaigns.id, closed.campaign.id));
    const open = await order({
      items: [{ productId: coffee.id, quantity: 1 }],
      campaignId: closed.campaign.id,
      subAccountId: closed.fundraiser.id,
    });
    expect(open.status).toBe(201);
  });

  it('a replay answers the same order and the same orderUrl; without a pickup the fingerprint is unchanged', async () => {
    const body = { ...buyer(), ...forDrive({ pickupOptionId: gym }) };
    const headers = { 'Idempotency-Key': 'pickup-replay-key-1' };
    const first = await call(placeOrder, { method: 'POST', path: '/_api/products/order', body, headers });
    const again = await call(placeOrder, { method: 'POST', path: '/_api/products/order', body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.orderUrl).toBe(first.json.orderUrl);
    expect(again.json.orderNumber).toBe(first.json.orderNumber);

    // The same key with another pickup is another order: refused, as any changed order is.
    const changed = await call(placeOrder, {
      method: 'POST',
      path: '/_api/products/order',
      body: { ...body, pickupOptionId: shopCounter },
      headers,
    });
    expect(changed.status).toBe(422);

    // The schema adds the key only when sent: an order without a pickup fingerprints exactly as before issue 25.
    const withoutPickup = { ...buyer(), ...forDrive() };
    const parsed = placeOrderSchema.parse(withoutPickup);
    expect(parsed).not.toHaveProperty('pickupOptionId');
    expect(orderFingerprint(parsed, null)).toBe(
      createHash('sha256')
        .update(JSON.stringify({ caller: 'guest', order: parsed }))
        .digest('hex'),
    );
    expect(placeOrderSchema.parse({ ...withoutPickup, pickupOptionId: gym })).toMatchObject({ pickupOptionId: gym });
  });
});
