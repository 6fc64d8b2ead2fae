import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readAdminProduct } from '@/server/reads/admin-products';
import { updateProduct } from '@/server/services/admin-products';

// POST /_api/admin/product/update (also Restore: { id, isActive: true })
export const POST = route(
  adminProductEndpoints.update,
  { invalidates: staleAfter.productChange },
  async ({ body, user }) => {
    const product = await updateProduct({ ...body, actor: user });
    return json({ product: await readAdminProduct(product) });
  },
);
