import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createProductRoute } from '@/app/%5Fapi/admin/product/route';
import { POST as deactivateProductRoute } from '@/app/%5Fapi/admin/product/delete/route';
import { POST as permanentDeleteRoute } from '@/app/%5Fapi/admin/product/permanentdelete/route';
import { POST as updateProductRoute } from '@/app/%5Fapi/admin/product/update/route';
import { GET as listAdminProducts } from '@/app/%5Fapi/admin/products/route';
import { GET as listPublicProducts } from '@/app/%5Fapi/products/route';
import { resetEnvForTests } from '@/env';
import { ROLE_LABELS } from '@/lib/roles';
import { IMAGE_URL_NOT_ISSUED } from '@/lib/validation/images';
import { getDb } from '@/server/db';
import { campaignProducts, cartItems, carts, orderItems, orders, products, type UserRole } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { uploadThingKeyPrefix } from '@/server/storage/uploadthing';
import { createUser, sessionCookieFor } from '../support/auth';
import { createProduct, defaultOptionId } from '../support/factories';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const post = (handler: RouteHandler, path: string, body: unknown, cookie = adminCookie) =>
  call(handler, { method: 'POST', path, body, headers: { cookie } });
const create = (body: unknown) => post(createProductRoute, '/_api/admin/product', body);
const update = (body: unknown) => post(updateProductRoute, '/_api/admin/product/update', body);
const deactivate = (body: unknown) => post(deactivateProductRoute, '/_api/admin/product/delete', body);
const deleteForever = (body: unknown) => post(permanentDeleteRoute, '/_api/admin/product/permanentdelete', body);
const list = (query: Record<string, string> = {}) =>
  call(listAdminProducts, {
    path: `/_api/admin/products?${new URLSearchParams(query)}`,
    headers: { cookie: adminCookie },
  });
const listedIds = async (query: Record<string, string>) =>
  ((await list({ pageSize: '100', ...query })).json.products as Array<{ id: number }>).map((p) => p.id);

async function row(id: number) {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id));
  return product;
}

const valid = {
  name: 'Ethiopia Guji',
  price: '19.99',
  cost: '7.25',
  category: 'Single Origin',
  description: 'Peach and jasmine.',
};

describe('GET /_api/admin/products', () => {
  it('lists active and inactive products with exact money strings and the cost', async () => {
    const active = await createProduct({
      name: 'Admin List Active',
      priceCents: 1250,
      costCents: 500,
      imageUrl: '/images/products/kenya-nyeri-aa.webp',
    });
    const inactive = await createProduct({
      name: 'Admin List Retired',
      priceCents: 5,
      costCents: 0,
      isActive: false,
      category: null,
    });
    const { status, json } = await list();
    expect(status).toBe(200);
    // Without parameters: every product (active and inactive), newest first, the first page of 25.
    expect(json).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number) });
    expect(json.products.slice(0, 2).map((p: { id: number }) => p.id)).toEqual([inactive.id, active.id]);
    expect(json.products.find((p: { id: number }) => p.id === active.id)).toEqual({
      id: active.id,
      name: 'Admin List Active',
      description: 'A test coffee.',
      price: '12.50',
      cost: '5.00',
      category: 'Blend',
      imageUrl: '/images/products/kenya-nyeri-aa.webp',
      isActive: true,
      createdAt: active.createdAt.toISOString(),
      // Issue 28: its default option, with its cost, and the coffee facts.
      options: [
        {
          id: await defaultOptionId(active.id),
          grind: 'whole_bean',
          size: '12 oz',
          sizeGrams: 340,
          price: '12.50',
          cost: '5.00',
          isActive: true,
        },
      ],
      roastLevel: null,
      origin: { country: null, region: null, farm: null },
      process: null,
      variety: null,
      altitude: null,
      tastingNotes: [],
      // Issue 28: default shrinkage (15 %), no shop cap per roast day.
      shrinkagePercent: 15,
      shopRoastDayCap: null,
    });
    expect(json.products.find((p: { id: number }) => p.id === inactive.id)).toMatchObject({
      price: '0.05',
      cost: '0.00',
      category: null,
      imageUrl: null,
      isActive: false,
    });
  });
});

describe('POST /_api/admin/product', () => {
  it('creates an active product and answers 201 with it; price and cost become exact cents', async () => {
    const { status, json } = await create({
      ...valid,
      imageUrl: '/uploads/products/0123456789abcdef0123456789abcdef.webp',
    });
    expect(status).toBe(201);
    expect(json.product).toMatchObject({
      name: 'Ethiopia Guji',
      description: 'Peach and jasmine.',
      price: '19.99',
      cost: '7.25',
      category: 'Single Origin',
      imageUrl: '/uploads/products/0123456789abcdef0123456789abcdef.webp',
      isActive: true,
    });
    expect(await row(json.product.id)).toMatchObject({ priceCents: 1999, costCents: 725, isActive: true });
  });

  it.each([
    [19.99, 1999],
    ['19.99', 1999],
    ['0.10', 10],
    [0.1, 10],
    ['0.1', 10],
    [0, 0],
    ['12', 1200],
    [1e3, 100000],
    [' 4.50 ', 450],
    ['1000000.00', 100000000],
  ])('stores price %j as exactly %i cents', async (price, cents) => {
    const { status, json } = await create({ ...valid, price, cost: price });
    expect(status).toBe(201);
    expect(await row(json.product.id)).toMatchObject({ priceCents: cents, costCents: cents });
  });

  it('keeps optional fields empty and defaults isActive to true; isActive false is honoured', async () => {
    const minimal = await create({ name: '  Plain Roast  ', price: 10, cost: 4 });
    expect(minimal.status).toBe(201);
    expect(minimal.json.product).toMatchObject({
      name: 'Plain Roast',
      description: null,
      category: null,
      imageUrl: null,
      isActive: true,
    });
    const blank = await create({
      name: 'Blank Extras',
      price: 1,
      cost: 1,
      description: '  ',
      category: '',
      imageUrl: null,
    });
    expect(blank.json.product).toMatchObject({ description: null, category: null, imageUrl: null });
    const hidden = await create({ name: 'Hidden Roast', price: 1, cost: 1, isActive: false });
    expect(hidden.json.product.isActive).toBe(false);
  });

  describe('images: only URLs the shop issued', () => {
    const appId = 'shopapp7';
    const appPrefix = uploadThingKeyPrefix(appId);
    beforeAll(() => {
      process.env.UPLOADTHING_TOKEN = Buffer.from(
        JSON.stringify({ apiKey: 'sk_live_products', appId, regions: ['sea1'] }),
      ).toString('base64');
      resetEnvForTests();
    });
    afterAll(() => {
      delete process.env.UPLOADTHING_TOKEN;
      resetEnvForTests();
    });

    it("accepts our /uploads and /images paths and the shop's own UploadThing files", async () => {
      for (const imageUrl of [
        '/images/products/house.webp',
        '/uploads/products/0123456789abcdef0123456789abcdef.png',
        `https://${appId}.ufs.sh/f/${appPrefix}0123456789abcdef`,
      ]) {
        const { status, json } = await create({ ...valid, imageUrl });
        expect(status, imageUrl).toBe(201);
        expect(json.product.imageUrl).toBe(imageUrl);
      }
    });

    it.each([
      'https://example.com/a.png',
      'https://evil.example/f/x',
      `https://otherapp.ufs.sh/f/${appPrefix}0123456789abcdef`,
      `https://${appId}.ufs.sh/f/0123456789abcdef`,
      `https://${appId}.ufs.sh.evil.example/f/${appPrefix}0123`,
      '/uploads/products/abc.png',
      '/uploads/elsewhere/0123456789abcdef0123456789abcdef.png',
    ])('refuses %s with 400 on create and update, storing nothing', async (imageUrl) => {
      const created = await create({ ...valid, name: 'Foreign Image', imageUrl });
      expect(created.status).toBe(400);
      expect(created.json).toEqual({ error: IMAGE_URL_NOT_ISSUED });
      const product = await createProduct({ imageUrl: '/images/a.webp' });
      const updated = await update({ id: product.id, imageUrl });
      expect(updated.status).toBe(400);
      expect(updated.json).toEqual({ error: IMAGE_URL_NOT_ISSUED });
      expect((await row(product.id))?.imageUrl).toBe('/images/a.webp');
    });
  });

  it.each([
    [{ price: '1', cost: '1' }, 'Product name is required.'],
    [{ name: '', price: '1', cost: '1' }, 'Product name is required.'],
    [{ name: '   ', price: '1', cost: '1' }, 'Product name is required.'],
    [{ name: 42, price: '1', cost: '1' }, 'Product name is required.'],
    [{ name: 'x'.repeat(201), price: '1', cost: '1' }, 'Product name must be at most 200 characters.'],
    [{ name: 'P', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: -1, cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: '-0.01', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: '1.005', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: 1.005, cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: 0.1 + 0.2, cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: 'NaN', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: 'Infinity', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: '1e3', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: 'abc', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: '', cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: null, cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: true, cost: '1' }, 'Price must be a positive number.'],
    [{ name: 'P', price: '1000000.01', cost: '1' }, 'Price must be at most 1000000.00.'],
    [{ name: 'P', price: '1' }, 'Cost must be a positive number.'],
    [{ name: 'P', price: '1', cost: -5 }, 'Cost must be a positive number.'],
    [{ name: 'P', price: '1', cost: '2.999' }, 'Cost must be a positive number.'],
    [{ name: 'P', price: '1', cost: 'Infinity' }, 'Cost must be a positive number.'],
    [{ name: 'P', price: '1', cost: '99999999' }, 'Cost must be at most 1000000.00.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: 'not a url' }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: 'http://example.com/a.png' }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: 'https://example.com/a.png' }, IMAGE_URL_NOT_ISSUED],
    [{ name: 'P', price: '1', cost: '1', imageUrl: 'javascript:alert(1)' }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: '/uploads/../secret' }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: '' }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', imageUrl: 7 }, 'Must be a valid URL.'],
    [{ name: 'P', price: '1', cost: '1', description: 5 }, 'Description must be text.'],
    [{ name: 'P', price: '1', cost: '1', category: 'c'.repeat(101) }, 'Category must be at most 100 characters.'],
    [{ name: 'P', price: '1', cost: '1', isActive: 'yes' }, 'isActive must be true or false.'],
    [{ name: 'P', price: '1', cost: '1', stock: 5 }, 'Unknown field: stock.'],
    [{ name: 'P', price: '1', cost: '1', id: 5 }, 'Unknown field: id.'],
  ])('answers 400 for %j: %s', async (body, message) => {
    const { status, json } = await create(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('refuses a body that is not JSON', async () => {
    const { status, json } = await call(createProductRoute, {
      method: 'POST',
      path: '/_api/admin/product',
      rawBody: '{nope',
      headers: { cookie: adminCookie },
    });
    expect(status).toBe(400);
    expect(json.error).toBe('Request body must be valid JSON.');
  });
});

describe('POST /_api/admin/product/update', () => {
  it('changes only the fields given', async () => {
    const product = await createProduct({
      name: 'Before',
      priceCents: 1000,
      costCents: 400,
      category: 'Blend',
      description: 'Old.',
      imageUrl: '/images/a.webp',
    });
    const { status, json } = await update({ id: product.id, name: 'After', price: '21.50' });
    expect(status).toBe(200);
    expect(json.product).toMatchObject({
      id: product.id,
      name: 'After',
      price: '21.50',
      cost: '4.00',
      category: 'Blend',
      description: 'Old.',
      imageUrl: '/images/a.webp',
      isActive: true,
    });
    expect(await row(product.id)).toMatchObject({ priceCents: 2150, costCents: 400 });
  });

  it('clears description, category and image when given empty values', async () => {
    const product = await createProduct({ imageUrl: '/images/a.webp' });
    const { json } = await update({ id: product.id, description: '', category: null, imageUrl: null, cost: 0 });
    expect(json.product).toMatchObject({ description: null, category: null, imageUrl: null, cost: '0.00' });
  });

  it('answers with the product unchanged when only the id is sent', async () => {
    const product = await createProduct({ name: 'Unchanged' });
    const { status, json } = await update({ id: product.id });
    expect(status).toBe(200);
    expect(json.product.name).toBe('Unchanged');
  });

  it('restores a deactivated product with isActive: true', async () => {
    const product = await createProduct({ isActive: false });
    const { status, json } = await update({ id: product.id, isActive: true });
    expect(status).toBe(200);
    expect(json.product.isActive).toBe(true);
    expect((await row(product.id))!.isActive).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    for (const body of [{ id: 987654, name: 'Ghost' }, { id: 987654 }]) {
      const { status, json } = await update(body);
      expect(status).toBe(404);
      expect(json).toEqual({ error: 'Product not found.' });
    }
  });

  it.each([
    [{ name: 'No id' }, 'Product ID must be a positive integer.'],
    [{ id: 0 }, 'Product ID must be a positive integer.'],
    [{ id: -3 }, 'Product ID must be a positive integer.'],
    [{ id: 1.5 }, 'Product ID must be a positive integer.'],
    [{ id: '7' }, 'Product ID must be a positive integer.'],
    [{ id: 2 ** 31 }, 'Product ID must be a positive integer.'],
    [{ id: 1, name: '' }, 'Product name is required.'],
    [{ id: 1, price: -1 }, 'Price must be a positive number.'],
    [{ id: 1, price: '3.141' }, 'Price must be a positive number.'],
    [{ id: 1, cost: 'free' }, 'Cost must be a positive number.'],
    [{ id: 1, imageUrl: 'ftp://x/y.png' }, 'Must be a valid URL.'],
    [{ id: 1, isActive: 1 }, 'isActive must be true or false.'],
    [{ id: 1, createdAt: '2024-01-01' }, 'Unknown field: createdAt.'],
  ])('answers 400 for %j: %s', async (body, message) => {
    const { status, json } = await update(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });
});

describe('POST /_api/admin/product/delete', () => {
  it('deactivates a product: the admin still sees it, customers no longer do', async () => {
    const product = await createProduct({ name: 'Soon Retired' });
    const { status, json } = await deactivate({ id: product.id });
    expect(status).toBe(200);
    expect(json.product).toMatchObject({ id: product.id, isActive: false });
    expect((await row(product.id))!.isActive).toBe(false);
    expect(await listedIds({ status: 'all' })).toContain(product.id);
    expect(await listedIds({ status: 'inactive' })).toContain(product.id);
    expect(await listedIds({ status: 'active' })).not.toContain(product.id);
    const shop = await call(listPublicProducts, { path: '/_api/products' });
    expect(shop.json.some((p: { id: number }) => p.id === product.id)).toBe(false);
    // Deactivating twice is harmless.
    expect((await deactivate({ id: product.id })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await deactivate({ id: 987654 })).toMatchObject({ status: 404, json: { error: 'Product not found.' } });
    expect(await deactivate({})).toMatchObject({
      status: 400,
      json: { error: 'Product ID must be a positive integer.' },
    });
    expect(await deactivate({ id: 1, force: true })).toMatchObject({
      status: 400,
      json: { error: 'Unknown field: force.' },
    });
  });
});

describe('POST /_api/admin/product/permanentdelete', () => {
  it('deletes the product forever; orders keep their lines, carts and campaign links go with it', async () => {
    const db = await getDb();
    const product = await createProduct({ name: 'Doomed Roast', priceCents: 1899 });
    const keeper = await createProduct({ name: 'Kept Roast' });
    const { campaign } = await createCampaignWithFundraiser([product.id, keeper.id]);
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `SG-TEST-${Date.now()}`,
        customerFirstName: 'Ada',
        customerLastName: 'King',
        customerEmail: 'ada@example.com',
        totalCents: 3798,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      productName: 'Doomed Roast',
      unitPriceCents: 1899,
      quantity: 2,
    });
    const shopper = await createUser();
    const [cart] = await db.insert(carts).values({ userId: shopper.id }).returning();
    await db.insert(cartItems).values([
      { cartId: cart!.id, productId: product.id, optionId: await defaultOptionId(product.id), quantity: 1 },
      { cartId: cart!.id, productId: keeper.id, optionId: await defaultOptionId(keeper.id), quantity: 1 },
    ]);

    const { status, json } = await deleteForever({ id: product.id });
    expect(status).toBe(200);
    expect(json).toEqual({ id: product.id, deleted: true });

    expect(await row(product.id)).toBeUndefined();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toEqual([
      expect.objectContaining({ productId: null, productName: 'Doomed Roast', unitPriceCents: 1899, quantity: 2 }),
    ]);
    const [stillThere] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(stillThere!.totalCents).toBe(3798);
    const lines = await db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(lines.map((line) => line.productId)).toEqual([keeper.id]);
    const links = await db.select().from(campaignProducts).where(eq(campaignProducts.campaignId, campaign.id));
    expect(links.map((link) => link.productId)).toEqual([keeper.id]);

    expect(await deleteForever({ id: product.id })).toMatchObject({
      status: 404,
      json: { error: 'Product not found.' },
    });
  });

  it('works on an inactive product too', async () => {
    const product = await createProduct({ isActive: false });
    expect((await deleteForever({ id: product.id })).status).toBe(200);
    expect(await row(product.id)).toBeUndefined();
  });

  it.each([[{}], [{ id: 0 }], [{ id: -1 }], [{ id: 2.5 }], [{ id: 'abc' }], [{ id: null }]])(
    'answers 400 for %j',
    async (body) => {
      const { status, json } = await deleteForever(body);
      expect(status).toBe(400);
      expect(json).toEqual({ error: 'Product ID must be a positive integer.' });
    },
  );
});

describe('who may call the admin product endpoints', () => {
  const endpoints: Array<[string, RouteHandler, string, unknown]> = [
    ['GET', listAdminProducts, '/_api/admin/products', undefined],
    ['POST', createProductRoute, '/_api/admin/product', valid],
    ['POST', updateProductRoute, '/_api/admin/product/update', { id: 1, name: 'Hijack' }],
    ['POST', deactivateProductRoute, '/_api/admin/product/delete', { id: 1 }],
    ['POST', permanentDeleteRoute, '/_api/admin/product/permanentdelete', { id: 1 }],
  ];

  it('refuses guests with 401 and non-admins with 403, changing nothing', async () => {
    const victim = await createProduct({ name: 'Guarded Roast' });
    for (const role of ['sub_account', 'fundraiser_captain'] satisfies UserRole[]) {
      const cookie = await sessionCookieFor(await createUser({ role }));
      for (const [method, handler, path, body] of endpoints) {
        const target = body && typeof body === 'object' && 'id' in body ? { ...body, id: victim.id } : body;
        const result = await call(handler, { method, path, body: target, headers: { cookie } });
        expect(result.status, `${method} ${path} as ${role}`).toBe(403);
        expect(result.json.error).toBe(`Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`);
        const guest = await call(handler, { method, path, body: target });
        expect(guest.status, `${method} ${path} as guest`).toBe(401);
      }
    }
    expect(await row(victim.id)).toMatchObject({ name: 'Guarded Roast', isActive: true });
  });

  it('refuses a cross-site write even from an admin', async () => {
    const result = await call(createProductRoute, {
      method: 'POST',
      path: '/_api/admin/product',
      body: valid,
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
    });
    expect(result.status).toBe(403);
    expect(result.json.error).toBe('Cross-site request refused.');
  });
});
