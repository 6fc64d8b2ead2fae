import { getSingleProductSchema } from '@/lib/validation/products';
import { getActiveProduct } from '@/server/db/queries/products';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// GET /_api/products/single?productId=
export const GET = route({ access: 'public', query: getSingleProductSchema }, async ({ query }) => {
  const product = await getActiveProduct({ id: query.productId });
  if (!product) throw notFound('Product not found.');
  return json(productJson(product));
});
