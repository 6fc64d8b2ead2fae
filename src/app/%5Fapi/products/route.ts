import { readCatalogue } from '@/server/cache/public-reads';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// GET /_api/products
export const GET = route({ access: 'public' }, async () => {
  const products = await readCatalogue();
  return json(products.map(productJson));
});
