import { productIdBodySchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { deactivateProduct } from '@/server/services/admin-products';
import { adminProductJson } from '@/server/serializers';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/product/delete (deactivate: isActive false)
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.productChange, body: productIdBodySchema },
  async ({ body, user }) => {
    const product = await deactivateProduct({ ...body, actor: user });
    return json({ product: adminProductJson(product) });
  },
);
