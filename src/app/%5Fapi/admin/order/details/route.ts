import { adminOrderDetailEndpoints } from '@/lib/contracts/admin-order-detail';
import { notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readAdminOrderDetail } from '@/server/reads/admin-order-detail';

// GET /_api/admin/order/details?orderNumber=SG-261122-7KQ4M → { order, notes, history }
export const GET = route(adminOrderDetailEndpoints.details, async ({ query }) => {
  const detail = await readAdminOrderDetail(query);
  if (!detail) throw notFound(ORDER_NOT_FOUND);
  return json(detail);
});
