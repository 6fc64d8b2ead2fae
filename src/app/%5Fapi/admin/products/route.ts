import { listAllProducts } from '@/server/db/queries/admin-products';
import { json, route } from '@/server/http/route';
import { adminProductJson } from '@/server/serializers';

// GET /_api/admin/products
export const GET = route({ access: ['admin'] }, async () => {
  const products = await listAllProducts();
  return json(products.map(adminProductJson));
});
