import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Grind } from '@/lib/coffee/options';
import { getDb } from '../index';
import { products } from '../schema';
import { catalogueProductColumns } from './columns';
import { withOptions, type CatalogueOption } from './product-options';

export type CatalogueProduct = {
  id: number;
  name: string;
  description: string | null;
  priceCents: number;
  category: string | null;
  imageUrl: string | null;
  originCountry: string | null;
  originRegion: string | null;
  originFarm: string | null;
  process: string | null;
  variety: string | null;
  altitudeM: number | null;
  roastLevel: number | null;
  tastingNotes: string[];
  /** The active options, the default first (issue 28). */
  options: CatalogueOption[];
};
export type { CatalogueOption, Grind };

/** The products customers can buy, in catalogue order. */
export async function listActiveProducts(): Promise<CatalogueProduct[]> {
  const db = await getDb();
  const list = await db
    .select(catalogueProductColumns)
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  return withOptions(list, db);
}

/** One active product, or null when it does not exist or is deactivated. */
export async function getActiveProduct({ id }: { id: number }): Promise<CatalogueProduct | null> {
  const db = await getDb();
  const [product] = await db
    .select(catalogueProductColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)));
  if (!product) return null;
  const [withOwn] = await withOptions([product], db);
  return withOwn!;
}
