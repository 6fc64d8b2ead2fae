import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { updateOrderStatus } from '@/server/services/admin-orders';

// POST /_api/admin/order/update-status
export const POST = route(
  adminOrderEndpoints.updateStatus,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const order = await updateOrderStatus({ ...body, actor: user });
    return json({ message: 'Order status updated successfully!', order });
  },
);
