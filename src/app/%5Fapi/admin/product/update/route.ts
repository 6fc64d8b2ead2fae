import { updateProductSchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { updateProduct } from '@/server/services/admin-products';
import { adminProductJson } from '@/server/serializers';

// POST /_api/admin/product/update (also Restore: { id, isActive: true })
export const POST = route({ access: ['admin'], body: updateProductSchema }, async ({ body }) => {
  const product = await updateProduct(body);
  return json({ product: adminProductJson(product) });
});
