import { getDb } from '@/server/db';
import { products, type NewProduct } from '@/server/db/schema';

let counter = 0;

export async function createProduct(overrides: Partial<NewProduct> = {}) {
  const db = await getDb();
  counter += 1;
  const [product] = await db
    .insert(products)
    .values({
      name: `Test Coffee ${counter}`,
      description: 'A test coffee.',
      priceCents: 1250,
      costCents: 500,
      category: 'Blend',
      ...overrides,
    })
    .returning();
  return product!;
}
