import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listProducts } from '@/app/%5Fapi/products/route';
import { GET as getSingleProduct } from '@/app/%5Fapi/products/single/route';
import { createProduct, defaultOptionId } from '../support/factories';
import { call } from '../support/http';

let active: Awaited<ReturnType<typeof createProduct>>;
let inactive: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  active = await createProduct({
    name: 'Kenya Test AA',
    priceCents: 1250,
    costCents: 400,
    imageUrl: '/images/products/kenya-nyeri-aa.webp',
  });
  await createProduct({ name: 'Cheap Sample', priceCents: 5 });
  inactive = await createProduct({ name: 'Retired Roast', isActive: false });
});

describe('GET /_api/products', () => {
  it('lists only active products with prices as exact decimal strings', async () => {
    const { status, json } = await call(listProducts, { path: '/_api/products' });
    expect(status).toBe(200);
    const names = json.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Kenya Test AA', 'Cheap Sample']);
    expect(json[0]).toEqual({
      id: active.id,
      name: 'Kenya Test AA',
      description: 'A test coffee.',
      price: '12.50',
      category: 'Blend',
      imageUrl: '/images/products/kenya-nyeri-aa.webp',
      // Issue 28: the default option (whole bean 12 oz at the product's price) and the coffee facts.
      options: [
        {
          id: await defaultOptionId(active.id),
          grind: 'whole_bean',
          size: '12 oz',
          sizeGrams: 340,
          price: '12.50',
          isActive: true,
        },
      ],
      roastLevel: null,
      origin: { country: null, region: null, farm: null },
      process: null,
      variety: null,
      altitude: null,
      tastingNotes: [],
      soldOut: false,
    });
    expect(json[1].price).toBe('0.05');
  });

  it('never exposes the cost of a product', async () => {
    const { json } = await call(listProducts, { path: '/_api/products' });
    for (const product of json) expect(product).not.toHaveProperty('cost');
  });
});

describe('GET /_api/products/single', () => {
  it('returns one active product', async () => {
    const { status, json } = await call(getSingleProduct, { path: `/_api/products/single?productId=${active.id}` });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: active.id, name: 'Kenya Test AA', price: '12.50' });
  });

  it.each([
    ['0', 'Product ID must be a positive integer.'],
    ['-1', 'Product ID must be a positive integer.'],
    ['1.5', 'Product ID must be a positive integer.'],
    ['abc', 'Product ID must be a positive integer.'],
    ['1e3', 'Product ID must be a positive integer.'],
    ['99999999999999999999', 'Product ID must be a positive integer.'],
    ['', 'Product ID is required to fetch a product.'],
  ])('answers 400 for productId=%j', async (value, message) => {
    const { status, json } = await call(getSingleProduct, {
      path: `/_api/products/single?productId=${encodeURIComponent(value)}`,
    });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('answers 400 when productId is missing', async () => {
    const { status, json } = await call(getSingleProduct, { path: '/_api/products/single' });
    expect(status).toBe(400);
    expect(json.error).toBe('Product ID is required to fetch a product.');
  });

  it('answers 404 for an unknown id and for an inactive product', async () => {
    for (const id of [inactive.id, 987654]) {
      const { status, json } = await call(getSingleProduct, { path: `/_api/products/single?productId=${id}` });
      expect(status).toBe(404);
      expect(json).toEqual({ error: 'Product not found.' });
    }
  });
});
