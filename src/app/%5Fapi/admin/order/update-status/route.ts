import { updateOrderStatusSchema } from '@/lib/validation/admin-orders';
import { json, route } from '@/server/http/route';
import { updateOrderStatus } from '@/server/services/admin-orders';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/order/update-status
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: updateOrderStatusSchema },
  async ({ body, user }) => {
    const order = await updateOrderStatus({ ...body, actor: user });
    return json({ message: 'Order status updated successfully!', order });
  },
);
