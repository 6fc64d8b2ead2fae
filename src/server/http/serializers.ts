import { centsToDecimal } from '@/lib/money';
import type { CatalogueProduct } from '@/server/db/queries/products';

/** The JSON shape of a product on the public API: price as an exact decimal string. */
export function productJson(product: CatalogueProduct) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    category: product.category,
    imageUrl: product.imageUrl,
  };
}

export type ProductJson = ReturnType<typeof productJson>;
