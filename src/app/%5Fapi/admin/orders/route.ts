import { adminOrdersQuerySchema } from '@/lib/validation/admin-orders';
import { listAdminOrders } from '@/server/db/queries/admin-orders';
import { json, route } from '@/server/http/route';
import { adminOrderJson } from '@/server/serializers';

// GET /_api/admin/orders?search&orderStatus&paymentStatus&startDate&endDate (newest first, at most 500)
export const GET = route({ access: ['admin'], query: adminOrdersQuerySchema }, async ({ query }) => {
  const orders = await listAdminOrders(query);
  return json(orders.map(adminOrderJson));
});
