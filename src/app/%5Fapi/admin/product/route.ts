import { createProductSchema } from '@/lib/validation/admin-products';
import { json, route } from '@/server/http/route';
import { createProduct } from '@/server/services/admin-products';
import { adminProductJson } from '@/server/serializers';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/product
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.productChange, body: createProductSchema },
  async ({ body, user }) => {
    const product = await createProduct({ actor: user, values: body });
    return json({ product: adminProductJson(product) }, { status: 201 });
  },
);
