import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../index';
import { products, type Product } from '../schema';

/** Every product, active and inactive, newest first (the admin Products panel). */
export async function listAllProducts(): Promise<Product[]> {
  const db = await getDb();
  return db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
}

/** One product in any state, or null. */
export async function getProductById({ id }: { id: number }): Promise<Product | null> {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id));
  return product ?? null;
}
