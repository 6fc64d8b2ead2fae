import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createProductRoute } from '@/app/%5Fapi/admin/product/route';
import { POST as updateProductRoute } from '@/app/%5Fapi/admin/product/update/route';
import { GET as listPublicProducts } from '@/app/%5Fapi/products/route';
import { OPTIONS_DUPLICATE, OPTIONS_REQUIRED, PRICE_NOT_DEFAULT } from '@/lib/validation/coffee';
import { getDb } from '@/server/db';
import { orderItems, productOptions, products } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';

let adminCookie: string;
let customerCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  customerCookie = await sessionCookieFor(await createUser());
});

const post = (handler: RouteHandler, body: unknown, cookie: string | null = adminCookie) =>
  call(handler, { method: 'POST', path: '/x', body, headers: cookie ? { cookie } : {} });
const create = (body: unknown, cookie?: string | null) => post(createProductRoute, body, cookie);
const update = (body: unknown, cookie?: string | null) => post(updateProductRoute, body, cookie);

const wholeBean = { grind: 'whole_bean', size: '12 oz', sizeGrams: 340, price: '18.00', cost: '6.00' };
const espresso = { grind: 'espresso', size: '2 lb', sizeGrams: 907, price: '42.00', cost: '15.00' };
const frenchPress = { grind: 'french_press', size: '5 lb', sizeGrams: 2268, price: '95.00', cost: '33.00' };

async function optionsOf(productId: number) {
  const db = await getDb();
  return db
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id));
}

describe('admin product options and facts', () => {
  it('creates a coffee with its options and facts; price and cost are the first option’s', async () => {
    const { status, json } = await create({
      name: 'Colombia Huila',
      options: [wholeBean, espresso],
      roastLevel: 3,
      origin: { country: 'Colombia', region: 'Huila', farm: 'La Esperanza' },
      process: 'Washed',
      variety: 'Caturra',
      altitude: 1750,
      tastingNotes: ['panela', 'red apple'],
    });
    expect(status).toBe(201);
    expect(json.product).toMatchObject({
      price: '18.00',
      cost: '6.00',
      roastLevel: 3,
      origin: { country: 'Colombia', region: 'Huila', farm: 'La Esperanza' },
      altitude: 1750,
      tastingNotes: ['panela', 'red apple'],
    });
    expect(json.product.options.map((o: Record<string, unknown>) => [o.grind, o.size, o.price, o.cost])).toEqual([
      ['whole_bean', '12 oz', '18.00', '6.00'],
      ['espresso', '2 lb', '42.00', '15.00'],
    ]);
  });

  it('creates a coffee without options: its default is whole bean 12 oz at its price', async () => {
    const { json } = await create({ name: 'Plain Blend', price: '14.00', cost: '5.00' });
    expect(json.product.options).toEqual([
      expect.objectContaining({ grind: 'whole_bean', size: '12 oz', sizeGrams: 340, price: '14.00', cost: '5.00' }),
    ]);
  });

  it('replaces the list: kept pairs keep their id, bought ones are deactivated, unbought ones deleted', async () => {
    const { json } = await create({ name: 'Ethiopia Options', options: [wholeBean, espresso, frenchPress] });
    const id = json.product.id as number;
    const [first, second, third] = await optionsOf(id);
    // A past order bought the espresso option.
    const past = await insertOrder({}, [{ productName: 'Ethiopia Options', unitPriceCents: 4200, quantity: 1 }]);
    const db = await getDb();
    await db
      .update(orderItems)
      .set({ optionId: second!.id, grind: 'espresso', size: '2 lb', sizeGrams: 907 })
      .where(eq(orderItems.orderId, past.id));

    const changed = await update({ id, options: [{ ...wholeBean, price: '19.00' }] });
    expect(changed.status).toBe(200);
    expect(changed.json.product.price).toBe('19.00');
    const after = await optionsOf(id);
    expect(after.map((o) => [o.id, o.grind, o.isActive, o.priceCents])).toEqual([
      [first!.id, 'whole_bean', true, 1900],
      [second!.id, 'espresso', false, 4200],
    ]);
    expect(after.some((o) => o.id === third!.id)).toBe(false);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, past.id));
    expect(line).toMatchObject({ optionId: second!.id, grind: 'espresso', size: '2 lb', unitPriceCents: 4200 });

    // Hidden from buyers.
    const { json: listed } = await call(listPublicProducts, { path: '/_api/products' });
    const publicOptions = listed.find((p: { id: number }) => p.id === id).options;
    expect(publicOptions.map((o: { grind: string }) => o.grind)).toEqual(['whole_bean']);
  });

  it('moves the default option with a new price sent without a list', async () => {
    const { json } = await create({ name: 'Sync Roast', options: [wholeBean, espresso] });
    const id = json.product.id as number;
    const changed = await update({ id, price: '21.50' });
    expect(changed.status).toBe(200);
    const [first, second] = await optionsOf(id);
    expect([first!.priceCents, second!.priceCents]).toEqual([2150, 4200]);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect(row!.priceCents).toBe(2150);
  });

  it.each([
    [{ options: [] }, OPTIONS_REQUIRED],
    [{ options: [{ ...wholeBean, isActive: false }] }, OPTIONS_REQUIRED],
    [{ options: [wholeBean, { ...wholeBean, price: '20.00' }] }, OPTIONS_DUPLICATE],
    [{ options: [wholeBean], price: '99.00' }, PRICE_NOT_DEFAULT],
    [
      { options: [{ ...wholeBean, grind: 'turkish' }] },
      'Grind must be one of whole bean, drip, espresso, French press, pour-over, cold brew.',
    ],
    [{ options: [{ ...wholeBean, sizeGrams: 0 }] }, 'Grams must be a whole number from 1 to 50000.'],
    [{ roastLevel: 6 }, 'Roast level must be 1 (light) to 5 (dark).'],
    [{ altitude: -5 }, 'Altitude must be a whole number of metres from 0 to 9000.'],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const { json } = await create({ name: 'Checked Roast', options: [wholeBean, espresso] });
    const id = json.product.id as number;
    const before = await optionsOf(id);
    const response = await update({ id, ...body });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(message);
    expect(await optionsOf(id)).toEqual(before);
  });

  it('refuses guests (401) and customers (403), changing nothing', async () => {
    const { json } = await create({ name: 'Guarded Roast', options: [wholeBean] });
    const id = json.product.id as number;
    const before = await optionsOf(id);
    expect((await update({ id, options: [espresso] }, null)).status).toBe(401);
    expect((await update({ id, options: [espresso] }, customerCookie)).status).toBe(403);
    expect((await create({ name: 'Nope', options: [espresso] }, null)).status).toBe(401);
    expect((await create({ name: 'Nope', options: [espresso] }, customerCookie)).status).toBe(403);
    expect(await optionsOf(id)).toEqual(before);
  });
});
