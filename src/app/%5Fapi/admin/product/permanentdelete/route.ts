import { productIdBodySchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { deleteProductForever } from '@/server/services/admin-products';

// POST /_api/admin/product/permanentdelete
export const POST = route({ access: ['admin'], body: productIdBodySchema }, async ({ body }) => {
  await deleteProductForever(body);
  return json({ id: body.id, deleted: true });
});
