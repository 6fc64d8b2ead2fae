import 'server-only';
import { eq } from 'drizzle-orm';
import type { CreateProductValues, ProductChanges } from '@/lib/validation/admin-products';
import { getDb } from '@/server/db';
import { products, type Product } from '@/server/db/schema';
import { notFound } from '@/server/errors';

export const PRODUCT_NOT_FOUND = 'Product not found.';

export async function createProduct(values: CreateProductValues): Promise<Product> {
  const db = await getDb();
  const [product] = await db.insert(products).values(values).returning();
  return product!;
}

/** Applies the given changes (none is fine: the product comes back as it is); 404 for an unknown id. */
export async function updateProduct({ id, changes }: { id: number; changes: ProductChanges }): Promise<Product> {
  const db = await getDb();
  const [product] =
    Object.keys(changes).length > 0
      ? await db.update(products).set(changes).where(eq(products.id, id)).returning()
      : await db.select().from(products).where(eq(products.id, id));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** Deactivate (soft delete): hidden from customers, kept for the admin and for Restore. */
export function deactivateProduct({ id }: { id: number }): Promise<Product> {
  return updateProduct({ id, changes: { isActive: false } });
}

/**
 * Deletes a product forever in one statement. The foreign keys do the rest atomically: cart lines and campaign
 * links go with it (cascade), order items stay with their product name and unit price and product_id set null.
 */
export async function deleteProductForever({ id }: { id: number }): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  if (deleted.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}
