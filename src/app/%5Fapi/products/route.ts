import { listActiveProducts } from '@/server/db/queries/products';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// GET /_api/products
export const GET = route({ access: 'public' }, async () => {
  const products = await listActiveProducts();
  return json(products.map(productJson));
});
