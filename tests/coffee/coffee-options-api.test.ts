import { eq } from 'drizzle-orm';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as addToCart } from '@/app/%5Fapi/cart/add/route';
import { GET as getCart } from '@/app/%5Fapi/cart/get/route';
import { POST as syncCart } from '@/app/%5Fapi/cart/sync/route';
import { GET as lookup } from '@/app/%5Fapi/orders/lookup/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { GET as listProducts } from '@/app/%5Fapi/products/route';
import { GET as singleProduct } from '@/app/%5Fapi/products/single/route';
import { OPTION_NOT_AVAILABLE } from '@/lib/validation/cart';
import { getDb } from '@/server/db';
import { cartItems, orderItems, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { createOption, createProduct, defaultOptionId } from '../support/factories';
import { call, fromAddress } from '../support/http';
import { insertOrder } from '../support/orders';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

type Product = Awaited<ReturnType<typeof createProduct>>;
let kenya: Product;
let other: Product;
let kenyaDefault: number;
let kenyaEspresso: number;
let kenyaRetired: number;
let otherDefault: number;
let cookie: string;

const customer = { customerFirstName: 'Grace', customerLastName: 'Hopper', customerEmail: 'grace@example.com' };
const order = (body: unknown) => call(placeOrder, { method: 'POST', path: '/_api/products/order', body });
const send = async (handler: Parameters<typeof call>[0], body: unknown) => {
  const response = await call(handler, {
    method: 'POST',
    path: '/x',
    body: superjson.serialize(body),
    headers: { cookie, 'content-type': 'application/json' },
  });
  return response;
};
const cartLines = async () => {
  const response = await call(getCart, { path: '/x', headers: { cookie } });
  return superjson.deserialize<{ cartItems: Array<Record<string, unknown>> }>(response.json).cartItems;
};
const orderCount = async () => (await (await getDb()).select({ id: orders.id }).from(orders)).length;

beforeAll(async () => {
  kenya = await createProduct({
    name: 'Kenya Options',
    priceCents: 1800,
    roastLevel: 2,
    originCountry: 'Kenya',
    originRegion: 'Nyeri',
    process: 'Washed',
    tastingNotes: ['blackcurrant', 'grapefruit', 'molasses', 'tea'],
  });
  kenyaDefault = await defaultOptionId(kenya.id);
  kenyaEspresso = (await createOption(kenya.id, { grind: 'espresso', size: '2 lb', sizeGrams: 907, priceCents: 4200 }))
    .id;
  kenyaRetired = (await createOption(kenya.id, { grind: 'drip', size: '5 lb', sizeGrams: 2268, isActive: false })).id;
  other = await createProduct({ name: 'Other Options', priceCents: 1500 });
  otherDefault = await defaultOptionId(other.id);
  cookie = await sessionCookieFor(await createUser());
});

describe('catalogue options and facts', () => {
  it('lists the active options (the default first) and the facts; the product price is the default option’s', async () => {
    const { json } = await call(listProducts, { path: '/_api/products' });
    const listed = json.find((p: { id: number }) => p.id === kenya.id);
    expect(listed).toMatchObject({
      price: '18.00',
      roastLevel: 2,
      origin: { country: 'Kenya', region: 'Nyeri', farm: null },
      process: 'Washed',
      tastingNotes: ['blackcurrant', 'grapefruit', 'molasses', 'tea'],
      soldOut: false,
      options: [
        { id: kenyaDefault, grind: 'whole_bean', size: '12 oz', sizeGrams: 340, price: '18.00', isActive: true },
        { id: kenyaEspresso, grind: 'espresso', size: '2 lb', sizeGrams: 907, price: '42.00', isActive: true },
      ],
    });
    const single = await call(singleProduct, { path: `/_api/products/single?productId=${kenya.id}` });
    expect(single.json.options.map((o: { id: number }) => o.id)).toEqual([kenyaDefault, kenyaEspresso]);
  });
});

describe('cart lines per option', () => {
  it('keeps one line per coffee, grind and size; no optionId is the default', async () => {
    await send(addToCart, { productId: kenya.id, quantity: 1 });
    await send(addToCart, { productId: kenya.id, optionId: kenyaEspresso, quantity: 2 });
    await send(addToCart, { productId: kenya.id, optionId: kenyaDefault, quantity: 1 });
    const lines = await cartLines();
    expect(lines.map((l) => [l.optionId, l.grind, l.size, l.price, l.quantity])).toEqual([
      [kenyaDefault, 'whole_bean', '12 oz', '18.00', 2],
      [kenyaEspresso, 'espresso', '2 lb', '42.00', 2],
    ]);
  });

  it.each([
    ['another coffee’s option', () => otherDefault],
    ['an inactive option', () => kenyaRetired],
    ['an unknown option', () => 999_999],
  ])('answers 400 for %s and changes nothing', async (_, optionId) => {
    const before = await cartLines();
    const added = await send(addToCart, { productId: kenya.id, optionId: optionId(), quantity: 1 });
    expect(added.status).toBe(400);
    expect(added.json.error).toBe(OPTION_NOT_AVAILABLE);
    const synced = await send(syncCart, { items: [{ productId: kenya.id, optionId: optionId(), quantity: 1 }] });
    expect(synced.status).toBe(400);
    expect(await cartLines()).toEqual(before);
  });

  it('syncs guest lines per option, adding to the same option', async () => {
    const response = await send(syncCart, {
      items: [
        { productId: kenya.id, optionId: kenyaEspresso, quantity: 1 },
        { productId: other.id, quantity: 3 },
      ],
    });
    expect(response.status).toBe(200);
    const lines = await cartLines();
    expect(lines.map((l) => [l.optionId, l.quantity])).toEqual([
      [kenyaDefault, 2],
      [kenyaEspresso, 3],
      [otherDefault, 3],
    ]);
    const db = await getDb();
    await db.delete(cartItems);
  });
});

describe('orders over options', () => {
  it('charges each option’s price and stores its grind, size and grams; the answer and the lookup carry them', async () => {
    const { status, json } = await order({
      ...customer,
      items: [
        { productId: kenya.id, optionId: kenyaEspresso, quantity: 2 },
        { productId: kenya.id, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ],
    });
    expect(status).toBe(201);
    expect(json.total).toBe('117.00');
    expect(json.items).toEqual([
      {
        name: 'Kenya Options',
        quantity: 1,
        price: '18.00',
        optionId: kenyaDefault,
        grind: 'whole_bean',
        size: '12 oz',
      },
      { name: 'Kenya Options', quantity: 2, price: '42.00', optionId: kenyaEspresso, grind: 'espresso', size: '2 lb' },
      {
        name: 'Other Options',
        quantity: 1,
        price: '15.00',
        optionId: otherDefault,
        grind: 'whole_bean',
        size: '12 oz',
      },
    ]);
    const db = await getDb();
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, json.orderId));
    expect(lines.find((l) => l.optionId === kenyaEspresso)).toMatchObject({
      grind: 'espresso',
      size: '2 lb',
      sizeGrams: 907,
      unitPriceCents: 4200,
      quantity: 2,
    });
    const url = new URL(json.orderUrl);
    const key = url.searchParams.get('key') ?? url.pathname.split('/').pop()!;
    const found = await call(lookup, {
      path: `/_api/orders/lookup?${new URLSearchParams({ orderNumber: json.orderNumber, key })}`,
      headers: fromAddress('203.0.113.90'),
    });
    expect(found.status).toBe(200);
    expect(found.json.order.items.map((i: Record<string, unknown>) => [i.optionId, i.grind, i.size])).toEqual([
      [kenyaDefault, 'whole_bean', '12 oz'],
      [kenyaEspresso, 'espresso', '2 lb'],
      [otherDefault, 'whole_bean', '12 oz'],
    ]);
  });

  it.each([
    ['another coffee’s option', () => otherDefault],
    ['an inactive option', () => kenyaRetired],
  ])('refuses %s with 400 and writes nothing', async (_, optionId) => {
    const before = await orderCount();
    const { status, json } = await order({
      ...customer,
      items: [{ productId: kenya.id, optionId: optionId(), quantity: 1 }],
    });
    expect(status).toBe(400);
    expect(json.error).toBe(OPTION_NOT_AVAILABLE);
    expect(await orderCount()).toBe(before);
  });

  it('reads an order line from before options as whole bean, 12 oz', async () => {
    const old = await insertOrder({}, [{ productName: 'Old Roast', unitPriceCents: 1200, quantity: 2 }]);
    const found = await call(lookup, {
      path: `/_api/orders/lookup?${new URLSearchParams({ orderNumber: old.orderNumber, key: old.accessKey })}`,
      headers: fromAddress('203.0.113.91'),
    });
    expect(found.status).toBe(200);
    expect(found.json.order.items).toEqual([
      expect.objectContaining({ productName: 'Old Roast', optionId: null, grind: 'whole_bean', size: '12 oz' }),
    ]);
  });
});
