import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { resetEnvForTests } from '@/env';
import { getDb } from '@/server/db';
import { orderItems, orders, rateLimitEvents } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

let coffee: Awaited<ReturnType<typeof createProduct>>;
let reserve: Awaited<ReturnType<typeof createProduct>>;

const buyer = (email = 'buyer@example.com') => ({
  customerFirstName: 'Bea',
  customerLastName: 'Buyer',
  customerEmail: email,
});
const order = (body: unknown, headers: Record<string, string> = {}) =>
  call(placeOrder, { method: 'POST', path: '/_api/products/order', body, headers });

async function orderCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders);
  return row!.n;
}

async function itemCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orderItems);
  return row!.n;
}

/** Throttle events recorded for one (bucket, key). */
async function events(bucket: string, key: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
  return row!.n;
}

beforeAll(async () => {
  coffee = await createProduct({ name: 'House Blend', priceCents: 1500 });
  reserve = await createProduct({ name: 'Auction Lot Geisha', priceCents: 90_000_000 });
});

describe('order limits that apply after merging lines', () => {
  it('refuses the same coffee on 50 lines of 99 with the quantity message, and stores nothing', async () => {
    const before = await orderCount();
    const lines = Array.from({ length: 50 }, () => ({ productId: coffee.id, quantity: 99 }));
    const { status, json } = await order({ ...buyer(), items: lines });
    expect(status).toBe(400);
    expect(json.error).toBe('Quantity cannot be more than 99');
    expect(await orderCount()).toBe(before);
  });

  it('still merges lines within the cap into one line', async () => {
    const { status, json } = await order({
      ...buyer('merge@example.com'),
      items: [
        { productId: coffee.id, quantity: 40 },
        { productId: coffee.id, quantity: 59 },
      ],
    });
    expect(status).toBe(201);
    expect(json.total).toBe('1485.00');
  });

  it('bounds the order total before anything is written (an expensive product no longer overflows into a 500)', async () => {
    const before = await orderCount();
    const { status, json } = await order({
      ...buyer('whale@example.com'),
      items: [{ productId: reserve.id, quantity: 99 }],
    });
    expect(status).toBe(400);
    expect(json.error).toBe('This order is too large to place online. Please contact us to arrange it.');
    expect(await orderCount()).toBe(before);
  });
});

describe('Idempotency-Key bound to the request', () => {
  const body = () => ({ ...buyer('retry@example.com'), items: [{ productId: coffee.id, quantity: 2 }] });

  it('replays the first order for the same body, and refuses the same key with another body with 422', async () => {
    const key = { 'idempotency-key': 'bound-key-0001' };
    const first = await order(body(), key);
    expect(first.status).toBe(201);
    const retry = await order(body(), key);
    expect(retry.status).toBe(200);
    expect(retry.json.orderNumber).toBe(first.json.orderNumber);

    const before = await orderCount();
    const other = await order({ ...body(), items: [{ productId: coffee.id, quantity: 3 }] }, key);
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      error: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    });
    expect(other.json.orderNumber).toBeUndefined();
    const stranger = await order({ ...body(), customerEmail: 'someone-else@example.com' }, key);
    expect(stranger.status).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('treats the same body from another caller as another request', async () => {
    const key = { 'idempotency-key': 'bound-key-0002' };
    expect((await order(body(), key)).status).toBe(201);
    const user = await createUser();
    const signedIn = await order(body(), { ...key, cookie: await sessionCookieFor(user) });
    expect(signedIn.status).toBe(422);
  });

  it('answers two simultaneous requests with one key and one body with a single order', async () => {
    const key = { 'idempotency-key': 'bound-key-0003' };
    const before = await orderCount();
    const [a, b] = await Promise.all([order(body(), key), order(body(), key)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.json.orderNumber).toBe(b.json.orderNumber);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('order throttles', () => {
  afterEach(() => {
    delete process.env.ORDERS_PER_HOUR_PER_EMAIL;
    delete process.env.ORDERS_PER_HOUR_PER_ADDRESS;
    resetEnvForTests();
  });

  it('limits orders per e-mail and per address as configured, without writing the refused order', async () => {
    process.env.ORDERS_PER_HOUR_PER_EMAIL = '2';
    process.env.ORDERS_PER_HOUR_PER_ADDRESS = '3';
    resetEnvForTests();
    const items = [{ productId: coffee.id, quantity: 1 }];
    const from = fromAddress('10.70.0.1');
    expect((await order({ ...buyer('limit-a@example.com'), items }, from)).status).toBe(201);
    expect((await order({ ...buyer('limit-a@example.com'), items }, from)).status).toBe(201);
    const byEmail = await order({ ...buyer('limit-a@example.com'), items }, fromAddress('10.70.0.2'));
    expect(byEmail.status).toBe(429);
    expect(byEmail.json.error).toMatch(/^Too many orders were placed from here\. Please try again in \d+ minutes\.$/);
    expect((await order({ ...buyer('limit-b@example.com'), items }, from)).status).toBe(201);
    const before = await orderCount();
    const byAddress = await order({ ...buyer('limit-c@example.com'), items }, from);
    expect(byAddress.status).toBe(429);
    expect(byAddress.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await orderCount()).toBe(before);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.customerEmail, 'limit-c@example.com'))).toHaveLength(0);
  });

  it('does not count a replayed retry against the limits', async () => {
    process.env.ORDERS_PER_HOUR_PER_EMAIL = '1';
    resetEnvForTests();
    const retry = { ...buyer('replay-only@example.com'), items: [{ productId: coffee.id, quantity: 1 }] };
    const key = { 'idempotency-key': 'replay-not-counted-1' };
    expect((await order(retry, key)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await order(retry, key)).status).toBe(200);
  });
  it('counts each attempt in the order’s own transaction: one transaction per order, one per replay', async () => {
    const db = await getDb();
    const transactions = vi.spyOn(db, 'transaction');
    try {
      const body = { ...buyer('one-tx@example.com'), items: [{ productId: coffee.id, quantity: 2 }] };
      const key = { 'idempotency-key': 'one-transaction-01' };
      expect((await order(body, key)).status).toBe(201);
      expect(transactions).toHaveBeenCalledTimes(1);
      expect((await order(body, key)).status).toBe(200);
      expect(transactions).toHaveBeenCalledTimes(2);
    } finally {
      transactions.mockRestore();
    }
    expect(await events('order-email', 'one-tx@example.com')).toBe(1);
  });

  it('still counts an attempt whose order is refused (400), and a refused attempt (429) writes nothing', async () => {
    process.env.ORDERS_PER_HOUR_PER_EMAIL = '2';
    resetEnvForTests();
    const email = 'refused-counts@example.com';
    const from = fromAddress('10.70.1.1');
    const unknown = await order({ ...buyer(email), items: [{ productId: 987_654, quantity: 1 }] }, from);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('These products are no longer available: product #987654.');
    expect(await events('order-email', email)).toBe(1);
    expect(await events('order-ip', '10.70.1.1')).toBe(1);
    expect((await order({ ...buyer(email), items: [{ productId: coffee.id, quantity: 1 }] }, from)).status).toBe(201);

    const [ordersBefore, itemsBefore] = [await orderCount(), await itemCount()];
    const blocked = await order({ ...buyer(email), items: [{ productId: coffee.id, quantity: 1 }] }, from);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(/^Too many orders were placed from here\. Please try again in \d+ minutes\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await itemCount()).toBe(itemsBefore);
    expect(await events('order-email', email)).toBe(2);
    expect(await events('order-ip', '10.70.1.1')).toBe(2);
  });

  it('lets exactly the limit through when many orders for one e-mail arrive at once', async () => {
    process.env.ORDERS_PER_HOUR_PER_EMAIL = '3';
    resetEnvForTests();
    const email = 'stampede@example.com';
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        order(
          { ...buyer(email), items: [{ productId: coffee.id, quantity: 1 + (i % 3) }] },
          fromAddress(`10.70.2.${i + 1}`),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await orderCount()).toBe(before + 3);
    expect(await events('order-email', email)).toBe(3);
  });
});
