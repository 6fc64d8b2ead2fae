import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { deleteProductForever } from '@/server/services/admin-products';

// POST /_api/admin/product/permanentdelete
export const POST = route(
  adminProductEndpoints.permanentDelete,
  { invalidates: staleAfter.productChange },
  async ({ body, user }) => {
    await deleteProductForever({ ...body, actor: user });
    return json({ id: body.id, deleted: true });
  },
);
