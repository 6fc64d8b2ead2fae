import { updateProductSchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { updateProduct } from '@/server/services/admin-products';
import { adminProductJson } from '@/server/serializers';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/product/update (also Restore: { id, isActive: true })
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.productChange, body: updateProductSchema },
  async ({ body, user }) => {
    const product = await updateProduct({ ...body, actor: user });
    return json({ product: adminProductJson(product) });
  },
);
