import { adminOrdersQuerySchema } from '@/lib/validation/admin-orders';
import { listAdminOrders } from '@/server/db/queries/admin-orders';
import { json, route } from '@/server/http/route';
import { adminOrderJson } from '@/server/serializers';

// GET /_api/admin/orders?search&orderStatus&paymentStatus&campaignId&subAccountId&startDate&endDate&page&pageSize&sort
export const GET = route({ access: ['admin'], query: adminOrdersQuerySchema }, async ({ query }) => {
  const { rows, total } = await listAdminOrders(query);
  return json({ orders: rows.map(adminOrderJson), total, page: query.page, pageSize: query.pageSize });
});
