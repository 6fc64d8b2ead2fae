import { count, eq, sql } from 'drizzle-orm';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCart } from '@/app/%5Fapi/cart/get/route';
import { POST as addToCart } from '@/app/%5Fapi/cart/add/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { getDb } from '@/server/db';
import { orderItems, orders, products } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

let espresso: Awaited<ReturnType<typeof createProduct>>;
let decaf: Awaited<ReturnType<typeof createProduct>>;
let penny: Awaited<ReturnType<typeof createProduct>>;

const customer = {
  customerFirstName: 'Grace',
  customerLastName: 'Hopper',
  customerEmail: 'Grace@Example.com',
  customerPhone: '502-555-0101',
};

const order = (body: unknown, headers: Record<string, string> = {}) =>
  call(placeOrder, { method: 'POST', path: '/_api/products/order', body, headers });

async function orderCount() {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders);
  return row!.n;
}

beforeAll(async () => {
  espresso = await createProduct({ name: 'Midnight Espresso', priceCents: 1999 });
  decaf = await createProduct({ name: 'Swiss Water Decaf', priceCents: 1700 });
  penny = await createProduct({ name: 'Penny Sample', priceCents: 1 });
});

describe('POST /_api/products/order', () => {
  it('prices the order from the database, writes it and its items, and e-mails customer and shop', async () => {
    const { status, json } = await order({
      ...customer,
      items: [
        { productId: espresso.id, quantity: 3 },
        { productId: penny.id, quantity: 1 },
      ],
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ message: 'Your order has been submitted successfully!', total: '59.98' });
    expect(json.orderNumber).toMatch(/^SG-\d{6}-[2-9A-HJKMNP-Z]{5}$/);

    const db = await getDb();
    const saved = await db.query.orders.findFirst({
      where: eq(orders.orderNumber, json.orderNumber),
      with: { items: true },
    });
    expect(saved).toMatchObject({
      totalCents: 5998,
      customerEmail: 'grace@example.com',
      orderStatus: 'pending',
      paymentStatus: 'pending',
      campaignId: null,
    });
    expect(saved!.items.map((i) => [i.productName, i.unitPriceCents, i.quantity]).sort()).toEqual([
      ['Midnight Espresso', 1999, 3],
      ['Penny Sample', 1, 1],
    ]);

    const confirmation = await mailServer().waitForMessage((m) => m.to.includes('grace@example.com'));
    expect(confirmation.subject).toContain(json.orderNumber);
    expect(confirmation.text).toContain('$59.98');
    const notice = await mailServer().waitForMessage(
      (m) => m.to.includes('admin@test.local') && (m.subject ?? '').includes(json.orderNumber),
    );
    expect(notice.text).toContain('Grace Hopper');
  });

  it('accepts customerName in place of first and last name', async () => {
    const { status } = await order({
      customerName: 'Ada King Lovelace',
      customerEmail: 'ada@example.com',
      items: [{ productId: decaf.id, quantity: 1 }],
    });
    expect(status).toBe(201);
    const db = await getDb();
    const [saved] = await db.select().from(orders).where(eq(orders.customerEmail, 'ada@example.com'));
    expect([saved!.customerFirstName, saved!.customerLastName]).toEqual(['Ada King', 'Lovelace']);
  });

  it.each([
    [{ customerFirstName: undefined, customerLastName: undefined }, 'First and last name are required.'],
    [{ customerLastName: '' }, 'First and last name are required.'],
    [{ customerEmail: 'nope' }, 'Invalid email address'],
    [{ items: [] }, 'Your cart is empty'],
    [{ items: undefined }, 'Your cart is empty'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ items: [{ productId: 1, quantity: 1.5 }] }, 'Quantity must be at least 1'],
    [{ items: [{ productId: -1, quantity: 1 }] }, 'Product ID must be a positive integer.'],
    [{ items: [{ productId: 1, quantity: 1, price: '0.00' }] }, 'Unknown field: items.0.price.'],
    [{ campaignId: 0 }, 'Campaign ID must be a positive integer.'],
    [{ subAccountId: 3 }, 'A campaign is required when crediting a fundraiser.'],
    [{ totalAmount: 1 }, 'Unknown field: totalAmount.'],
  ])('answers 400 for %j and writes nothing', async (change, message) => {
    const before = await orderCount();
    const { status, json } = await order({ ...customer, items: [{ productId: espresso.id, quantity: 1 }], ...change });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await orderCount()).toBe(before);
  });

  it('refuses the whole order, naming them, when any product is inactive or unknown', async () => {
    const retired = await createProduct({ name: 'Retired Roast', isActive: false });
    const before = await orderCount();
    const db = await getDb();
    const [itemsBefore] = await db.select({ n: count() }).from(orderItems);
    const { status, json } = await order({
      ...customer,
      items: [
        { productId: espresso.id, quantity: 1 },
        { productId: retired.id, quantity: 1 },
        { productId: 424242, quantity: 2 },
      ],
    });
    expect(status).toBe(400);
    expect(json.error).toBe('These products are no longer available: Retired Roast, product #424242.');
    expect(await orderCount()).toBe(before);
    const [itemsAfter] = await db.select({ n: count() }).from(orderItems);
    expect(itemsAfter!.n).toBe(itemsBefore!.n);
  });

  it('rolls back everything when a write inside the transaction fails', async () => {
    const before = await orderCount();
    const db = await getDb();
    // A price the items table refuses (negative) makes the item insert fail after the order row was written.
    await db.execute(sql`alter table products drop constraint products_price_non_negative`);
    // Its default option (issue 28) carries the price the order line is charged.
    await db.execute(sql`alter table product_options drop constraint product_options_price_non_negative`);
    const broken = await createProduct({ name: 'Broken Price', priceCents: -100 });
    try {
      const { status } = await order({
        ...customer,
        items: [
          { productId: espresso.id, quantity: 1 },
          { productId: broken.id, quantity: 1 },
        ],
      });
      expect(status).toBe(500);
    } finally {
      await db.delete(products).where(eq(products.id, broken.id));
      await db.execute(sql`alter table products add constraint products_price_non_negative check (price_cents >= 0)`);
      await db.execute(
        sql`alter table product_options add constraint product_options_price_non_negative check (price_cents >= 0)`,
      );
    }
    expect(await orderCount()).toBe(before);
  });

  it('returns the first result for a repeated Idempotency-Key, even when requests race', async () => {
    const body = { ...customer, items: [{ productId: decaf.id, quantity: 2 }] };
    const headers = { 'Idempotency-Key': 'checkout-abc-12345' };
    const before = await orderCount();
    const [first, second, third] = await Promise.all([
      order(body, headers),
      order(body, headers),
      order(body, headers),
    ]);
    const numbers = new Set([first!.json.orderNumber, second!.json.orderNumber, third!.json.orderNumber]);
    expect(numbers.size).toBe(1);
    expect([first!.status, second!.status, third!.status].sort()).toEqual([200, 200, 201]);
    const replay = await order(body, headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toMatchObject({ orderNumber: first!.json.orderNumber, total: '34.00' });
    expect(await orderCount()).toBe(before + 1);
    expect((await order(body, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
  });

  it('credits a fundraiser only when they take part in the campaign that sells the products', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([espresso.id]);
    const stranger = await createUser();
    const ok = await order({
      ...customer,
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: espresso.id, quantity: 1 }],
    });
    expect(ok.status).toBe(201);
    const db = await getDb();
    const [saved] = await db.select().from(orders).where(eq(orders.orderNumber, ok.json.orderNumber));
    expect([saved!.campaignId, saved!.subAccountId]).toEqual([campaign.id, fundraiser.id]);

    const notMember = await order({
      ...customer,
      campaignId: campaign.id,
      subAccountId: stranger.id,
      items: [{ productId: espresso.id, quantity: 1 }],
    });
    expect(notMember.status).toBe(400);
    expect(notMember.json.error).toBe('That fundraiser is not part of this campaign.');
    const notSold = await order({
      ...customer,
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: decaf.id, quantity: 1 }],
    });
    expect(notSold.status).toBe(400);
    expect(notSold.json.error).toBe('These products are not part of this campaign: Swiss Water Decaf.');
    expect(
      (await order({ ...customer, campaignId: 999999, items: [{ productId: espresso.id, quantity: 1 }] })).status,
    ).toBe(404);
    const { campaign: ended } = await createCampaignWithFundraiser([espresso.id], { isActive: false });
    expect(
      (await order({ ...customer, campaignId: ended.id, items: [{ productId: espresso.id, quantity: 1 }] })).json.error,
    ).toBe('This campaign is not accepting orders.');
  });

  it('clears a signed-in customer’s server cart with the order', async () => {
    const user = await createUser();
    const cookie = await sessionCookieFor(user);
    await call(addToCart, {
      method: 'POST',
      path: '/x',
      body: { productId: espresso.id, quantity: 2 },
      headers: { cookie },
    });
    const placed = await order({ ...customer, items: [{ productId: espresso.id, quantity: 2 }] }, { cookie });
    expect(placed.status).toBe(201);
    const cart = superjson.deserialize<{ cartItems: unknown[] }>(
      (await call(getCart, { path: '/x', headers: { cookie } })).json,
    );
    expect(cart.cartItems).toEqual([]);
    const db = await getDb();
    const [saved] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(saved!.userId).toBe(user.id);
  });
});
