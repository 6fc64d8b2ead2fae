import { count } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { invalidatePublic } from '@/server/cache/public-tags';
import { getDb } from '@/server/db';
import { orders, rateLimitEvents } from '@/server/db/schema';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

// Outside Next there is no page cache: the test watches what route() asks to invalidate.
vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

setupTestSmtpServer();

let body: Record<string, unknown>;

beforeAll(async () => {
  const coffee = await createProduct({ name: 'Replay Blend', priceCents: 1500 });
  const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id]);
  body = {
    customerFirstName: 'Rita',
    customerLastName: 'Replay',
    customerEmail: 'rita@example.com',
    items: [{ productId: coffee.id, quantity: 1 }],
    campaignId: campaign.id,
    subAccountId: fundraiser.id,
  };
});

beforeEach(() => vi.mocked(invalidatePublic).mockClear());

const order = (key: string, ip: string) =>
  call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body,
    headers: { 'Idempotency-Key': key, ...fromAddress(ip) },
  });

async function rowCount(table: typeof orders | typeof rateLimitEvents) {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

describe('an order replayed with its Idempotency-Key', () => {
  it('expires the campaign and fundraiser pages once, when the order is placed, and never for a replay', async () => {
    const first = await order('replay-key-tags-1', '198.51.100.1');
    expect(first.status).toBe(201);
    expect(invalidatePublic).toHaveBeenCalledTimes(1);
    expect(invalidatePublic).toHaveBeenCalledWith(['public:campaigns', 'public:fundraisers', 'public:pickup']);

    vi.mocked(invalidatePublic).mockClear();
    for (let i = 0; i < 3; i++) {
      const replay = await order('replay-key-tags-1', '198.51.100.1');
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After after 60 replays from one address in ten minutes, writing nothing for any', async () => {
    expect((await order('replay-key-limit-1', '198.51.100.2')).status).toBe(201);
    const [ordersBefore, eventsBefore] = [await rowCount(orders), await rowCount(rateLimitEvents)];

    for (let i = 0; i < 60; i++) expect((await order('replay-key-limit-1', '198.51.100.2')).status).toBe(200);
    const refused = await order('replay-key-limit-1', '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/too many times/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);

    expect(await rowCount(orders)).toBe(ordersBefore);
    expect(await rowCount(rateLimitEvents)).toBe(eventsBefore);
    expect(invalidatePublic).toHaveBeenCalledTimes(1);
    // Another address is counted on its own.
    expect((await order('replay-key-limit-1', '198.51.100.3')).status).toBe(200);
  });
});
