import { catalogueEndpoints } from '@/lib/contracts/catalogue';
import { notFound, PRODUCT_NOT_FOUND } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCatalogueProductJson } from '@/server/reads/catalogue';

// GET /_api/products/single?productId=
export const GET = route(catalogueEndpoints.single, async ({ query }) => {
  const product = await readCatalogueProductJson(query.productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return json(product);
});
