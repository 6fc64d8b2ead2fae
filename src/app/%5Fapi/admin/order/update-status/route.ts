import { updateOrderStatusSchema } from '@/lib/validation/admin-orders';
import { json, route } from '@/server/http/route';
import { updateOrderStatus } from '@/server/services/admin-orders';

// POST /_api/admin/order/update-status
export const POST = route({ access: ['admin'], body: updateOrderStatusSchema }, async ({ body }) => {
  const order = await updateOrderStatus(body);
  return json({ message: 'Order status updated successfully!', order });
});
