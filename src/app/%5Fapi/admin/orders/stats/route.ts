import { adminOrderStatsQuerySchema } from '@/lib/validation/admin-orders';
import { json, route } from '@/server/http/route';
import { orderStatistics } from '@/server/services/admin-orders';

// GET /_api/admin/orders/stats?startDate&endDate
export const GET = route({ access: ['admin'], query: adminOrderStatsQuerySchema }, async ({ query }) => {
  return json(await orderStatistics(query));
});
