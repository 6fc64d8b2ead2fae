import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Grind } from '@/lib/coffee/options';
import { getDb, type Executor } from '../index';
import { productOptions } from '../schema';

/** An option as buyers see it: never its cost. */
export type CatalogueOption = {
  id: number;
  grind: Grind;
  size: string;
  sizeGrams: number;
  priceCents: number;
  isActive: boolean;
};

const optionColumns = {
  id: productOptions.id,
  productId: productOptions.productId,
  grind: productOptions.grind,
  size: productOptions.size,
  sizeGrams: productOptions.sizeGrams,
  priceCents: productOptions.priceCents,
  isActive: productOptions.isActive,
};

/** The active options of these products, each product's in its order (the first is its default). */
export async function listActiveOptions(
  { productIds }: { productIds: number[] },
  db?: Executor,
): Promise<Map<number, CatalogueOption[]>> {
  const byProduct = new Map<number, CatalogueOption[]>();
  if (productIds.length === 0) return byProduct;
  const executor = db ?? (await getDb());
  const rows = await executor
    .select(optionColumns)
    .from(productOptions)
    .where(and(inArray(productOptions.productId, productIds), eq(productOptions.isActive, true)))
    .orderBy(asc(productOptions.productId), asc(productOptions.sortOrder), asc(productOptions.id));
  for (const { productId, ...option } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(option);
    byProduct.set(productId, list);
  }
  return byProduct;
}

/** Gives each product its active options (one query for the lot). */
export async function withOptions<P extends { id: number }>(
  list: P[],
  db?: Executor,
): Promise<Array<P & { options: CatalogueOption[] }>> {
  const options = await listActiveOptions({ productIds: list.map((p) => p.id) }, db);
  return list.map((product) => ({ ...product, options: options.get(product.id) ?? [] }));
}

/** An option as an order or a cart takes it: with its product, whatever its state (the caller refuses). */
export type ChosenOption = CatalogueOption & { productId: number };

export async function findOptions(executor: Executor, ids: number[]): Promise<ChosenOption[]> {
  if (ids.length === 0) return [];
  return executor.select(optionColumns).from(productOptions).where(inArray(productOptions.id, ids));
}

/** Each product's default option: its first active one. */
export async function findDefaultOptions(executor: Executor, productIds: number[]): Promise<Map<number, ChosenOption>> {
  const options = await listActiveOptions({ productIds }, executor);
  const defaults = new Map<number, ChosenOption>();
  for (const [productId, list] of options) defaults.set(productId, { ...list[0]!, productId });
  return defaults;
}

/** An option as the admin sees it: every option, cost included, in the coffee's order. */
export type AdminOption = CatalogueOption & { costCents: number };

export async function listAdminOptions({ productIds }: { productIds: number[] }): Promise<Map<number, AdminOption[]>> {
  const byProduct = new Map<number, AdminOption[]>();
  if (productIds.length === 0) return byProduct;
  const db = await getDb();
  const rows = await db
    .select({ ...optionColumns, costCents: productOptions.costCents })
    .from(productOptions)
    .where(inArray(productOptions.productId, productIds))
    .orderBy(asc(productOptions.productId), asc(productOptions.sortOrder), asc(productOptions.id));
  for (const { productId, ...option } of rows) byProduct.set(productId, [...(byProduct.get(productId) ?? []), option]);
  return byProduct;
}
