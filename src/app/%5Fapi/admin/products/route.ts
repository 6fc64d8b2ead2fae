import { adminProductsQuerySchema } from '@/lib/validation/admin-products';
import { listAdminProducts } from '@/server/db/queries/admin-products';
import { json, route } from '@/server/http/route';
import { adminProductJson } from '@/server/serializers';

// GET /_api/admin/products?status=active|inactive|all&page&pageSize&sort
export const GET = route({ access: ['admin'], query: adminProductsQuerySchema }, async ({ query }) => {
  const { rows, total } = await listAdminProducts(query);
  return json({ products: rows.map(adminProductJson), total, page: query.page, pageSize: query.pageSize });
});
