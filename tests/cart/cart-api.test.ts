import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as add } from '@/app/%5Fapi/cart/add/route';
import { POST as clear } from '@/app/%5Fapi/cart/clear/route';
import { GET as get } from '@/app/%5Fapi/cart/get/route';
import { POST as remove } from '@/app/%5Fapi/cart/remove/route';
import { POST as sync } from '@/app/%5Fapi/cart/sync/route';
import { getDb } from '@/server/db';
import { products } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { defaultOptionId } from '../support/factories';

type Handler = Parameters<typeof call>[0];
let cookie: string;
let mocha: Awaited<ReturnType<typeof createProduct>>;
let latte: Awaited<ReturnType<typeof createProduct>>;

/** Sends a superjson body like the client does and decodes the superjson answer. */
async function send(handler: Handler, body: unknown, asCookie = cookie) {
  const response = await call(handler, {
    method: 'POST',
    path: '/x',
    rawBody: superjson.stringify(body),
    headers: { cookie: asCookie, 'content-type': 'application/json' },
  });
  return {
    ...response,
    data:
      response.status < 300
        ? superjson.deserialize<{
            cartItems: Array<{ productId: number; quantity: number; price: string; name: string }>;
            campaignId: number | null;
          }>(response.json)
        : null,
  };
}

async function cart(asCookie = cookie) {
  const response = await call(get, { path: '/x', headers: { cookie: asCookie } });
  return superjson.deserialize<{
    cartItems: Array<{ productId: number; quantity: number; price: string; name: string }>;
    campaignId: number | null;
  }>(response.json);
}

beforeAll(async () => {
  cookie = await sessionCookieFor(await createUser());
  mocha = await createProduct({ name: 'Mocha Java', priceCents: 1999 });
  latte = await createProduct({ name: 'Latte Blend', priceCents: 1 });
});

describe('server cart', () => {
  it('refuses guests with 401 on every call', async () => {
    expect((await call(get, { path: '/x' })).status).toBe(401);
    for (const handler of [add, remove, clear, sync]) {
      expect((await call(handler, { method: 'POST', path: '/x', body: {} })).status).toBe(401);
    }
  });

  it('adds, adds again to the same line, removes and clears', async () => {
    let result = await send(add, { productId: mocha.id, quantity: 2 });
    expect(result.status).toBe(200);
    expect(result.data!.cartItems).toEqual([
      {
        productId: mocha.id,
        optionId: await defaultOptionId(mocha.id),
        grind: 'whole_bean',
        size: '12 oz',
        quantity: 2,
        name: 'Mocha Java',
        price: '19.99',
        imageUrl: null,
      },
    ]);
    result = await send(add, { productId: mocha.id, quantity: 3 });
    expect(result.data!.cartItems[0]!.quantity).toBe(5);
    await send(add, { productId: latte.id, quantity: 1 });
    expect((await cart()).cartItems.map((i) => [i.productId, i.quantity])).toEqual([
      [mocha.id, 5],
      [latte.id, 1],
    ]);
    result = await send(remove, { productId: mocha.id });
    expect(result.data!.cartItems.map((i) => i.productId)).toEqual([latte.id]);
    result = await send(clear, {});
    expect(result.data!.cartItems).toEqual([]);
    expect((await cart()).cartItems).toEqual([]);
  });

  it('accepts a plain JSON body too', async () => {
    const response = await call(add, {
      method: 'POST',
      path: '/x',
      body: { productId: latte.id, quantity: 4 },
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(superjson.deserialize<{ cartItems: unknown[] }>(response.json).cartItems).toHaveLength(1);
    await send(clear, {});
  });

  it.each([
    [{ productId: 0, quantity: 1 }, 'Product ID must be a positive integer.'],
    [{ productId: 1.5, quantity: 1 }, 'Product ID must be a positive integer.'],
    [{ productId: '1', quantity: 1 }, 'Product ID must be a positive integer.'],
    [{ productId: 1, quantity: 0 }, 'Quantity must be at least 1'],
    [{ productId: 1, quantity: -3 }, 'Quantity must be at least 1'],
    [{ productId: 1, quantity: 2.5 }, 'Quantity must be at least 1'],
    [{ productId: 1, quantity: 1, campaignId: -1 }, 'Campaign ID must be a positive integer.'],
    [{ productId: 1, quantity: 1, price: '0.01' }, 'Unknown field: price.'],
  ])('answers 400 to add %j', async (body, message) => {
    const result = await send(add, body);
    expect(result.status).toBe(400);
    expect(result.json.error).toBe(message);
  });

  it('answers 404 for an unknown or inactive product and caps a line at 99', async () => {
    expect((await send(add, { productId: 999999, quantity: 1 })).status).toBe(404);
    const retired = await createProduct({ isActive: false });
    expect((await send(add, { productId: retired.id, quantity: 1 })).json.error).toBe('Product not found.');
    await send(add, { productId: mocha.id, quantity: 60 });
    const over = await send(add, { productId: mocha.id, quantity: 60 });
    expect(over.status).toBe(400);
    expect(over.json.error).toBe('You can order at most 99 bags of one coffee.');
    expect((await cart()).cartItems[0]!.quantity).toBe(60);
    await send(clear, {});
  });

  it('hides lines whose product was deactivated', async () => {
    const seasonal = await createProduct({ name: 'Seasonal' });
    await send(add, { productId: seasonal.id, quantity: 1 });
    const db = await getDb();
    await db.update(products).set({ isActive: false }).where(eq(products.id, seasonal.id));
    expect((await cart()).cartItems.find((i) => i.productId === seasonal.id)).toBeUndefined();
    await send(clear, {});
  });

  it('syncs a guest cart: quantities add up, unknown products are dropped, the campaign tag is kept', async () => {
    const { campaign } = await createCampaignWithFundraiser([mocha.id]);
    const user = await createUser();
    const own = await sessionCookieFor(user);
    await send(add, { productId: mocha.id, quantity: 1 }, own);
    const result = await send(
      sync,
      {
        items: [
          { productId: mocha.id, quantity: 2 },
          { productId: latte.id, quantity: 3 },
          { productId: 987654, quantity: 1 },
        ],
        campaignId: campaign.id,
      },
      own,
    );
    expect(result.status).toBe(200);
    expect(result.data!.cartItems.map((i) => [i.productId, i.quantity])).toEqual([
      [mocha.id, 3],
      [latte.id, 3],
    ]);
    expect(result.data!.campaignId).toBe(campaign.id);
    // Another user's cart is untouched.
    expect((await cart()).cartItems).toEqual([]);
  });

  it('refuses a sync with a bad line without changing the cart', async () => {
    const own = await sessionCookieFor(await createUser());
    await send(add, { productId: mocha.id, quantity: 1 }, own);
    const result = await send(
      sync,
      {
        items: [
          { productId: latte.id, quantity: 2 },
          { productId: mocha.id, quantity: 0 },
        ],
      },
      own,
    );
    expect(result.status).toBe(400);
    expect(result.json.error).toBe('Quantity must be at least 1');
    expect((await cart(own)).cartItems.map((i) => [i.productId, i.quantity])).toEqual([[mocha.id, 1]]);
  });
});
