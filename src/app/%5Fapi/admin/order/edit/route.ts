import { adminOrderDetailEndpoints } from '@/lib/contracts/admin-order-detail';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { editOrder } from '@/server/services/order-edits';

// POST /_api/admin/order/edit { orderId, lines: [{ productId, quantity }], refund?: { method, reference? } }
// A new total moves the fundraiser's total and their campaign's leaderboard, as placing the order did.
export const POST = route(
  adminOrderDetailEndpoints.edit,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const result = await editOrder({ actor: user, input: body });
    if (result.changed) kickMailOutbox();
    return json(result);
  },
);
