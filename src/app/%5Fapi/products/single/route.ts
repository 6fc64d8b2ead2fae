import { getSingleProductSchema } from '@/lib/validation/products';
import { readCatalogueProduct } from '@/server/cache/public-reads';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// GET /_api/products/single?productId=
export const GET = route({ access: 'public', query: getSingleProductSchema }, async ({ query }) => {
  const product = await readCatalogueProduct(query.productId);
  if (!product) throw notFound('Product not found.');
  return json(productJson(product));
});
