import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { keepOrderMoney } from '@/server/services/cancelled-money';

// POST /_api/admin/order/keep-money { orderId, note }: a cancelled order's money stays with the shop
export const POST = route(
  adminOrderEndpoints.keepMoney,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const order = await keepOrderMoney({ ...body, actor: user });
    return json({ message: `The money on order ${order.orderNumber} is kept.`, order });
  },
);
