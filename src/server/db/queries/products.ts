import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../index';
import { products } from '../schema';
import { catalogueProductColumns } from './columns';

export type CatalogueProduct = {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  category: string | null;
  imageUrl: string | null;
};

/** The products customers can buy, in catalogue order. */
export async function listActiveProducts(): Promise<CatalogueProduct[]> {
  const db = await getDb();
  return db.select(catalogueProductColumns).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id));
}

/** One active product, or null when it does not exist or is deactivated. */
export async function getActiveProduct({ id }: { id: number }): Promise<CatalogueProduct | null> {
  const db = await getDb();
  const [product] = await db
    .select(catalogueProductColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  return product ?? null;
}
