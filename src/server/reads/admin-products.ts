import 'server-only';
import type { AdminProduct, AdminProductList } from '@/lib/contracts/admin-products';
import { centsToDecimal } from '@/lib/money';
import type { AdminProductsQuery } from '@/lib/validation/admin-products';
import { listAdminProducts } from '@/server/db/queries/admin-products';
import type { Product } from '@/server/db/schema';

/** A product row as the admin API returns it: exact "12.50" money strings, cost included. */
export function adminProductJson(product: Product): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    cost: centsToDecimal(product.costCents),
    category: product.category,
    imageUrl: product.imageUrl,
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
  };
}

/** One page of the admin product list: what GET /_api/admin/products answers and the Products tab renders first. */
export async function readAdminProducts(query: AdminProductsQuery): Promise<AdminProductList> {
  const { rows, total } = await listAdminProducts(query);
  return { products: rows.map(adminProductJson), total, page: query.page, pageSize: query.pageSize };
}
