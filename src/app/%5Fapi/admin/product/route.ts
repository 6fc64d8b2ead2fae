import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readAdminProduct } from '@/server/reads/admin-products';
import { createProduct } from '@/server/services/admin-products';

// POST /_api/admin/product
export const POST = route(
  adminProductEndpoints.create,
  { invalidates: staleAfter.productChange },
  async ({ body, user }) => {
    const product = await createProduct({ actor: user, values: body });
    return json({ product: await readAdminProduct(product) }, { status: 201 });
  },
);
