import 'server-only';
import type { AdminProduct, AdminProductList } from '@/lib/contracts/admin-products';
import { centsToDecimal } from '@/lib/money';
import type { AdminProductsQuery } from '@/lib/validation/admin-products';
import { listAdminProducts } from '@/server/db/queries/admin-products';
import { listAdminOptions, type AdminOption } from '@/server/db/queries/product-options';
import type { Product } from '@/server/db/schema';

/** A product row as the admin API returns it: exact "12.50" money strings, cost included, every option. */
export function adminProductJson(product: Product, options: AdminOption[] = []): AdminProduct {
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
    options: options.map(({ priceCents, costCents, ...option }) => ({
      ...option,
      price: centsToDecimal(priceCents),
      cost: centsToDecimal(costCents),
    })),
    roastLevel: product.roastLevel,
    origin: { country: product.originCountry, region: product.originRegion, farm: product.originFarm },
    process: product.process,
    variety: product.variety,
    altitude: product.altitudeM,
    tastingNotes: product.tastingNotes,
    shrinkagePercent: product.shrinkagePermille / 10,
    shopRoastDayCap:
      product.shopDayMaxBags === null && product.shopDayMaxGrams === null
        ? null
        : { maxBags: product.shopDayMaxBags, maxGrams: product.shopDayMaxGrams },
  };
}

/** One product as the admin API answers it after a change: with its options. */
export async function readAdminProduct(product: Product): Promise<AdminProduct> {
  const options = await listAdminOptions({ productIds: [product.id] });
  return adminProductJson(product, options.get(product.id));
}

/** One page of the admin product list: what GET /_api/admin/products answers and the Products tab renders first. */
export async function readAdminProducts(query: AdminProductsQuery): Promise<AdminProductList> {
  const { rows, total } = await listAdminProducts(query);
  const options = await listAdminOptions({ productIds: rows.map((row) => row.id) });
  return {
    products: rows.map((row) => adminProductJson(row, options.get(row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
