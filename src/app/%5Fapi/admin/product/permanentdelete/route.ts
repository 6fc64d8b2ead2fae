import { productIdBodySchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { deleteProductForever } from '@/server/services/admin-products';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/product/permanentdelete
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.productChange, body: productIdBodySchema },
  async ({ body, user }) => {
    await deleteProductForever({ ...body, actor: user });
    return json({ id: body.id, deleted: true });
  },
);
