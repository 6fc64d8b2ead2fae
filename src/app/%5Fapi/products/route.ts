import { readCatalogue } from '@/server/cache/public-reads';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// Reads nothing from the request, so the answer is cached like the catalogue page and invalidated with it.
export const dynamic = 'force-static';

// GET /_api/products
export const GET = route({ access: 'public' }, async () => {
  const products = await readCatalogue();
  return json(products.map(productJson));
});
