import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { placeOrderSchema } from '@/lib/validation/orders';
import { getDb } from '@/server/db';
import { orders } from '@/server/db/schema';
import { orderFingerprint } from '@/server/services/order-idempotency';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

let beans: Awaited<ReturnType<typeof createProduct>>;
let setup: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;

const buyer = { customerFirstName: 'Sam', customerLastName: 'Source', customerEmail: 'sam@example.com' };
const order = (body: unknown, headers: Record<string, string> = {}) =>
  call(placeOrder, { method: 'POST', path: '/_api/products/order', body, headers });

async function orderCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders);
  return row!.n;
}

async function stored(orderNumber: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      campaignId: orders.campaignId,
      subAccountId: orders.subAccountId,
      source: orders.source,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

beforeAll(async () => {
  beans = await createProduct({ name: 'Source Beans', priceCents: 1725 });
  setup = await createCampaignWithFundraiser([beans.id]);
});

describe('POST /_api/products/order: campaign credit and source', () => {
  it('credits the campaign alone when campaignId comes without subAccountId', async () => {
    const { status, json } = await order({
      ...buyer,
      campaignId: setup.campaign.id,
      source: 'campaign-picker',
      items: [{ productId: beans.id, quantity: 2 }],
    });
    expect(status).toBe(201);
    expect(json.total).toBe('34.50');
    expect(await stored(json.orderNumber)).toEqual({
      campaignId: setup.campaign.id,
      subAccountId: null,
      source: 'campaign-picker',
      totalCents: 3450,
    });
  });

  it.each(['qr', 'link', 'campaign-picker'] as const)(
    'records source %s on an order credited to a fundraiser',
    async (source) => {
      const { status, json } = await order({
        ...buyer,
        campaignId: setup.campaign.id,
        subAccountId: setup.fundraiser.id,
        source,
        items: [{ productId: beans.id, quantity: 1 }],
      });
      expect(status).toBe(201);
      expect(await stored(json.orderNumber)).toEqual({
        campaignId: setup.campaign.id,
        subAccountId: setup.fundraiser.id,
        source,
        totalCents: 1725,
      });
    },
  );

  it('stores no source when none is sent (or null)', async () => {
    for (const extra of [{}, { source: null }]) {
      const { status, json } = await order({
        ...buyer,
        ...extra,
        campaignId: setup.campaign.id,
        subAccountId: setup.fundraiser.id,
        items: [{ productId: beans.id, quantity: 1 }],
      });
      expect(status).toBe(201);
      expect((await stored(json.orderNumber))?.source).toBeNull();
    }
  });

  it.each([
    [
      'an unknown source',
      { source: 'facebook', campaignId: 0 },
      "Source must be one of 'qr', 'link' or 'campaign-picker'.",
    ],
    ['a number', { source: 3, campaignId: 0 }, "Source must be one of 'qr', 'link' or 'campaign-picker'."],
    [
      'an upper-case source',
      { source: 'QR', campaignId: 0 },
      "Source must be one of 'qr', 'link' or 'campaign-picker'.",
    ],
    [
      'a source without a campaign',
      { source: 'qr' },
      'A source is recorded only for an order credited to a campaign: send campaignId.',
    ],
  ])('refuses %s with 400 and writes nothing', async (_, extra, message) => {
    const before = await orderCount();
    const body: Record<string, unknown> = { ...buyer, items: [{ productId: beans.id, quantity: 1 }], ...extra };
    if (body.campaignId === 0) body.campaignId = setup.campaign.id;
    const { status, json } = await order(body);
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('keeps idempotency: a retry replays, the same key with another source is refused', async () => {
    const body = {
      ...buyer,
      campaignId: setup.campaign.id,
      subAccountId: setup.fundraiser.id,
      source: 'qr',
      items: [{ productId: beans.id, quantity: 3 }],
    };
    const headers = { 'Idempotency-Key': 'source-key-0001' };
    const first = await order(body, headers);
    expect(first.status).toBe(201);
    const before = await orderCount();
    const again = await order(body, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.orderNumber).toBe(first.json.orderNumber);
    const other = await order({ ...body, source: 'link' }, headers);
    expect(other.status).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('leaves the fingerprint of an order without a source exactly as before sources existed', () => {
    const input = placeOrderSchema.parse({
      ...buyer,
      campaignId: 7,
      subAccountId: 9,
      items: [{ productId: 3, quantity: 2 }],
    });
    // The order object as the schema produced it before this change: no `source` key at all.
    const before = {
      customerFirstName: 'Sam',
      customerLastName: 'Source',
      customerEmail: 'sam@example.com',
      customerPhone: null,
      campaignId: 7,
      subAccountId: 9,
      items: [{ productId: 3, quantity: 2 }],
    };
    expect(input).toEqual(before);
    const expected = createHash('sha256')
      .update(JSON.stringify({ caller: 'guest', order: before }))
      .digest('hex');
    expect(orderFingerprint(input, null)).toBe(expected);
  });
});
