import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readAdminProduct } from '@/server/reads/admin-products';
import { deactivateProduct } from '@/server/services/admin-products';

// POST /_api/admin/product/delete (deactivate: isActive false)
export const POST = route(
  adminProductEndpoints.deactivate,
  { invalidates: staleAfter.productChange },
  async ({ body, user }) => {
    const product = await deactivateProduct({ ...body, actor: user });
    return json({ product: await readAdminProduct(product) });
  },
);
