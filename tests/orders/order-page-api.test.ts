import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as lookup } from '@/app/%5Fapi/orders/lookup/route';
import { POST as changePickup } from '@/app/%5Fapi/orders/pickup/route';
import { invalidatePublic } from '@/server/cache/public-tags';
import { getDb } from '@/server/db';
import { campaigns, orders, pickupOptions } from '@/server/db/schema';
import {
  ORDER_CANCELLED_NO_PICKUP,
  ORDER_HANDED_OUT_NO_PICKUP,
  ORDER_LINK_MISSES,
  TOO_MANY_ORDER_LINK_MISSES,
  PICKUP_NOT_OFFERED,
  pickupClosedMessage,
  pickupFullMessage,
} from '@/server/services/order-pickup';
import { call, fromAddress } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

const HOUR = 3_600_000;
let drive: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;
let gym: number;
let porch: number;
let elsewhere: number;
let order: Awaited<ReturnType<typeof insertOrder>>;

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

const find = (query: Record<string, string>, ip = '203.0.113.10') =>
  call(lookup, { path: `/_api/orders/lookup?${new URLSearchParams(query)}`, headers: fromAddress(ip) });

const move = (body: Record<string, unknown>, ip = '203.0.113.11') =>
  call(changePickup, { method: 'POST', path: '/_api/orders/pickup', body, headers: fromAddress(ip) });

beforeAll(async () => {
  const coffee = await createProduct({ name: 'Page Blend', priceCents: 1500 });
  drive = await createCampaignWithFundraiser([coffee.id], { name: 'Oak Soccer' });
  const db = await getDb();
  await db
    .update(campaigns)
    .set({
      orderDeadline: new Date(Date.now() + 24 * HOUR),
      paymentInstructions: { methods: ['cash', 'venmo'], handle: '@oak-soccer' },
    })
    .where(eq(campaigns.id, drive.campaign.id));
  await setFundraiserPage(drive.fundraiser.id, drive.campaign.id, {
    isPublic: true,
    slug: `runner-${drive.fundraiser.id}`,
  });
  gym = await option({ campaignId: drive.campaign.id });
  porch = await option({ campaignId: drive.campaign.id, name: 'Porch', capacity: 1 });
  const other = await createCampaignWithFundraiser([coffee.id]);
  elsewhere = await option({ campaignId: other.campaign.id, name: 'Elsewhere' });
  order = await insertOrder({ campaignId: drive.campaign.id, subAccountId: drive.fundraiser.id, pickupOptionId: gym }, [
    { productName: 'Page Blend', unitPriceCents: 1500, quantity: 2, productId: coffee.id },
  ]);
});

beforeEach(() => vi.mocked(invalidatePublic).mockClear());

describe('GET /_api/orders/lookup', () => {
  it('answers 404 Order not found. for an unknown order, a wrong, missing or malformed key alike', async () => {
    const wrongKey = order.accessKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const queries: Array<Record<string, string>> = [
      { orderNumber: 'SG-NOPE-12345', key: order.accessKey },
      { orderNumber: order.orderNumber, key: wrongKey },
      { orderNumber: order.orderNumber },
      { orderNumber: order.orderNumber, key: '' },
      { orderNumber: order.orderNumber, key: order.accessKey.toUpperCase() },
      { orderNumber: order.orderNumber, key: `${order.accessKey}0` },
      { orderNumber: `${order.orderNumber}'--`, key: order.accessKey },
      {},
    ];
    for (const query of queries) {
      const answer = await find(query);
      expect(answer.status, JSON.stringify(query)).toBe(404);
      expect(answer.json).toEqual({ error: 'Order not found.' });
    }
  });

  it('answers the order with its lines, ledger figures, plan, pickup, supporter and status', async () => {
    const answer = await find({ orderNumber: order.orderNumber, key: order.accessKey });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const body = answer.json.order;
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      items: [{ productName: 'Page Blend', quantity: 2, unitPrice: '15.00', lineTotal: '30.00' }],
      totalAmount: '30.00',
      totalCents: 3000,
      paymentStatus: 'pending',
      collectedCents: 0,
      outstandingCents: 3000,
      orderStatus: 'received',
      pickup: { id: gym, kind: 'meetup', name: 'School gym', address: '12 Oak St', remaining: null },
      supports: {
        kind: 'fundraiser',
        name: drive.fundraiser.displayName,
        campaignName: 'Oak Soccer',
        pageUrl: `/fundraisers/runner-${drive.fundraiser.id}`,
      },
      paymentInstructions: { methods: ['cash', 'venmo'], handle: '@oak-soccer' },
      customerFirstName: 'Ada',
      pickupChangeable: true,
    });
    expect(body.pickupOptions.map((o: { id: number }) => o.id)).toEqual([gym, porch]);
    expect(body).not.toHaveProperty('customerEmail');
    expect(body).not.toHaveProperty('accessKey');
  });

  it('takes paid and outstanding from the ledger; a cancelled order owes nothing', async () => {
    // orders.collected_cents is the ledger's sum (kept with each entry): the page reads it.
    const paid = await insertOrder({ campaignId: drive.campaign.id, pickupOptionId: gym, collectedCents: 400 }, [
      { productName: 'Page Blend', unitPriceCents: 1000, quantity: 1 },
    ]);
    const db = await getDb();
    let body = (await find({ orderNumber: paid.orderNumber, key: paid.accessKey })).json.order;
    expect([body.collectedCents, body.outstandingCents]).toEqual([400, 600]);
    expect(body.supports).toMatchObject({ kind: 'team', name: 'Oak Soccer' });

    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, paid.id));
    body = (await find({ orderNumber: paid.orderNumber, key: paid.accessKey })).json.order;
    expect(body.orderStatus).toBe('cancelled');
    expect(body.outstandingCents).toBe(0);
    expect(body.pickupChangeable).toBe(false);
    expect(body.pickupOptions).toEqual([]);
  });
});

describe('guessing keys', () => {
  it('refuses an address for a while once its links keep missing (429), whatever it sends; others are not slowed', async () => {
    const guesser = '198.51.100.77';
    for (let i = 0; i < ORDER_LINK_MISSES - 1; i++)
      expect(
        (await find({ orderNumber: order.orderNumber, key: i.toString(16).padStart(32, '0') }, guesser)).status,
      ).toBe(404);
    // A wrong key on the pickup change counts too.
    expect(
      (await move({ orderNumber: order.orderNumber, key: 'f'.repeat(32), pickupOptionId: gym }, guesser)).status,
    ).toBe(404);
    const refused = await find({ orderNumber: order.orderNumber, key: order.accessKey }, guesser);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: TOO_MANY_ORDER_LINK_MISSES });
    expect(
      (await move({ ...{ orderNumber: order.orderNumber, key: order.accessKey }, pickupOptionId: gym }, guesser))
        .status,
    ).toBe(429);

    // Opening the right link any number of times is never counted.
    for (let i = 0; i < ORDER_LINK_MISSES + 5; i++)
      expect((await find({ orderNumber: order.orderNumber, key: order.accessKey }, '198.51.100.78')).status).toBe(200);
  });
});

describe('POST /_api/orders/pickup', () => {
  const key = () => ({ orderNumber: order.orderNumber, key: order.accessKey });

  it('changes the choice with the key, and makes the public pickup reads stale', async () => {
    const answer = await move({ ...key(), pickupOptionId: porch });
    expect(answer.status).toBe(200);
    expect(answer.json.order.pickup).toMatchObject({ id: porch, remaining: 0 });
    expect(invalidatePublic).toHaveBeenCalledWith(['public:campaigns', 'public:fundraisers', 'public:pickup']);
    await move({ ...key(), pickupOptionId: gym });
  });

  it('answers 404 for a wrong key and changes nothing', async () => {
    const answer = await move({ orderNumber: order.orderNumber, key: '0'.repeat(32), pickupOptionId: porch });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'Order not found.' });
    const db = await getDb();
    const [row] = await db.select({ p: orders.pickupOptionId }).from(orders).where(eq(orders.id, order.id));
    expect(row!.p).toBe(gym);
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it("refuses another campaign's option (400) and a full one (409)", async () => {
    const foreign = await move({ ...key(), pickupOptionId: elsewhere });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ error: PICKUP_NOT_OFFERED });

    const taker = await insertOrder({ campaignId: drive.campaign.id, pickupOptionId: porch });
    const full = await move({ ...key(), pickupOptionId: porch });
    expect(full.status).toBe(409);
    expect(full.json).toEqual({ error: pickupFullMessage('Porch') });
    const db = await getDb();
    await db.delete(orders).where(eq(orders.id, taker.id));
  });

  it('refuses handed-out and cancelled orders (409)', async () => {
    const db = await getDb();
    for (const [status, message] of [
      ['delivered', ORDER_HANDED_OUT_NO_PICKUP],
      ['cancelled', ORDER_CANCELLED_NO_PICKUP],
    ] as const) {
      const done = await insertOrder({ campaignId: drive.campaign.id, pickupOptionId: gym, orderStatus: status });
      const answer = await move({ orderNumber: done.orderNumber, key: done.accessKey, pickupOptionId: porch });
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ error: message });
      const [row] = await db.select({ p: orders.pickupOptionId }).from(orders).where(eq(orders.id, done.id));
      expect(row!.p).toBe(gym);
    }
  });

  it('changes until the deadline, then answers 409 and the page stops offering it', async () => {
    const db = await getDb();
    const deadline = new Date(Date.now() - 60_000);
    await db.update(campaigns).set({ orderDeadline: deadline }).where(eq(campaigns.id, drive.campaign.id));
    const late = await move({ ...key(), pickupOptionId: porch });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ error: pickupClosedMessage('Oak Soccer', deadline) });
    const body = (await find(key())).json.order;
    expect(body.pickupChangeable).toBe(false);
    expect(body.pickup.id).toBe(gym);
  });
});
