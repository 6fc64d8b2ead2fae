import { orderDetailsQuerySchema } from '@/lib/validation/admin-order-detail';
import { notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { loadOrderDetail } from '@/server/services/admin-order-detail';

// GET /_api/admin/order/details?orderNumber=SG-261122-7KQ4M → { order, notes, history }
export const GET = route({ access: ['admin'], query: orderDetailsQuerySchema }, async ({ query }) => {
  const detail = await loadOrderDetail(query);
  if (!detail) throw notFound(ORDER_NOT_FOUND);
  return json(detail);
});
