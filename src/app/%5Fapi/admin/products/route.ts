import { adminProductEndpoints } from '@/lib/contracts/admin-products';
import { json, route } from '@/server/http/route';
import { readAdminProducts } from '@/server/reads/admin-products';

// GET /_api/admin/products?status=active|inactive|all&page&pageSize&sort
export const GET = route(adminProductEndpoints.list, async ({ query }) => json(await readAdminProducts(query)));
