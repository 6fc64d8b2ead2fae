import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { productOptions, products, type NewProduct, type ProductOption } from '@/server/db/schema';

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

/** The default option a new coffee gets (whole bean 12 oz at its price, migration 0020's trigger). */
export async function defaultOptionId(productId: number): Promise<number> {
  const db = await getDb();
  const [option] = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
    .limit(1);
  return option!.id;
}

/** Adds an option to a coffee (issue 28). */
export async function createOption(
  productId: number,
  overrides: Partial<typeof productOptions.$inferInsert> = {},
): Promise<ProductOption> {
  const db = await getDb();
  const [option] = await db
    .insert(productOptions)
    .values({
      productId,
      grind: 'espresso',
      size: '2 lb',
      sizeGrams: 907,
      priceCents: 3600,
      sortOrder: 1,
      ...overrides,
    })
    .returning();
  return option!;
}
