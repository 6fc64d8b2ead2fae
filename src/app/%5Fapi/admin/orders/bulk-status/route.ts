import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { bulkUpdateOrderStatus } from '@/server/services/admin-orders';

// POST /_api/admin/orders/bulk-status { orderIds: number[] } | { filter: {…the list's filters} }, orderStatus?, paymentStatus?
export const POST = route(
  adminOrderEndpoints.bulkStatus,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body: { orderIds, filter, orderStatus, paymentStatus }, user }) => {
    const { matched, changed } = await bulkUpdateOrderStatus({
      actor: user,
      target: orderIds ? { orderIds } : { filters: filter! },
      orderStatus,
      paymentStatus,
    });
    const message = `${changed.toLocaleString('en-US')} ${changed === 1 ? 'order' : 'orders'} updated.`;
    return json({ message, matched, changed });
  },
);
