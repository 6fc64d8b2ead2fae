import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { AdminProductsQuery, ProductSortColumn } from '@/lib/validation/admin-products';
import { getDb } from '../index';
import { products, type Product } from '../schema';
import { orderByWithTieBreaker, pageOffset, type SortExpressions } from './list-query';

const PRODUCT_SORT: Record<ProductSortColumn, SortExpressions> = {
  createdAt: [products.createdAt],
  name: [products.name],
  category: [products.category],
  price: [products.priceCents],
  cost: [products.costCents],
};

/** One page of products in the chosen state (the admin Products panel), newest first by default, and the count. */
export async function listAdminProducts({
  status,
  page,
  pageSize,
  sort,
}: AdminProductsQuery): Promise<{ rows: Product[]; total: number }> {
  const db = await getDb();
  const where = status === 'all' ? undefined : eq(products.isActive, status === 'active');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderByWithTieBreaker(PRODUCT_SORT[sort.column], sort.direction, products.id))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize })),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted!.total };
}

/** One product in any state, or null. */
export async function getProductById({ id }: { id: number }): Promise<Product | null> {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id));
  return product ?? null;
}
