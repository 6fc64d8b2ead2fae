import 'server-only';
import type { ProductJson } from '@/lib/contracts/catalogue';
import { centsToDecimal } from '@/lib/money';
import { readCatalogue, readCatalogueProduct } from '@/server/cache/public-reads';
import type { CatalogueProduct } from '@/server/db/queries/products';

/*
 * The catalogue pages render the same cached reads (readCatalogue, readCatalogueProduct) in cents; the endpoints
 * answer them as JSON through these.
 */

/** The JSON shape of a product on the public API: price as an exact decimal string. */
export function productJson(product: CatalogueProduct): ProductJson {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    category: product.category,
    imageUrl: product.imageUrl,
    options: product.options.map((option) => ({
      id: option.id,
      grind: option.grind,
      size: option.size,
      sizeGrams: option.sizeGrams,
      price: centsToDecimal(option.priceCents),
      isActive: option.isActive,
    })),
    roastLevel: product.roastLevel,
    origin: { country: product.originCountry, region: product.originRegion, farm: product.originFarm },
    process: product.process,
    variety: product.variety,
    altitude: product.altitudeM,
    tastingNotes: product.tastingNotes,
    soldOut: product.options.length === 0,
  };
}

/** Every active product, as GET /_api/products answers it. */
export async function readCatalogueJson(): Promise<ProductJson[]> {
  return (await readCatalogue()).map(productJson);
}

/** One active product, or null, as GET /_api/products/single answers it. */
export async function readCatalogueProductJson(id: number): Promise<ProductJson | null> {
  const product = await readCatalogueProduct(id);
  return product ? productJson(product) : null;
}
