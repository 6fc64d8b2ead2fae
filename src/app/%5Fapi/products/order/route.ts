import { orderEndpoints } from '@/lib/contracts/orders';
import { centsToDecimal } from '@/lib/money';
import { ORDER_NOT_PLACED } from '@/lib/validation/orders';
import { staleAfter } from '@/server/cache/public-tags';
import { clientIp } from '@/server/http/client-ip';
import { readIdempotencyKey } from '@/server/http/idempotency';
import { json, REPLAYED_HEADER, route } from '@/server/http/route';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { orderPageUrl } from '@/server/services/order-links';
import { placeOrder } from '@/server/services/orders';

// POST /_api/products/order: guests and signed-in customers alike. Send an Idempotency-Key to make retries safe.
// A credited order moves a fundraiser's total and their campaign's leaderboard; a pickup choice, what is left of it.
const invalidates = (order: { campaignId?: number | null; pickupOptionId?: number | null }) =>
  order.campaignId || order.pickupOptionId ? staleAfter.fundraisingChange : [];

export const POST = route(
  orderEndpoints.place,
  { invalidates, unavailable: ORDER_NOT_PLACED },
  async ({ request, body, user }) => {
    const idempotencyKey = readIdempotencyKey(request);
    const order = await placeOrder(body, { userId: user?.id ?? null, idempotencyKey, ip: clientIp(request) });
    // Its e-mails (and any milestone's) were queued with the order; a replay queued nothing.
    if (order.created) kickMailOutbox();
    return json(
      {
        message: 'Your order has been submitted successfully!',
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        total: centsToDecimal(order.totalCents),
        orderUrl: orderPageUrl(order),
        items: order.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          price: centsToDecimal(item.unitPriceCents),
          optionId: item.optionId,
          grind: item.grind,
          size: item.size,
        })),
        ...order.receipt,
        roastDate: order.roastDate ?? null,
      },
      { status: order.created ? 201 : 200, headers: order.created ? {} : { [REPLAYED_HEADER]: 'true' } },
    );
  },
);
