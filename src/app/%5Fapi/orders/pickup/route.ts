import { orderPageEndpoints } from '@/lib/contracts/order-page';
import { staleAfter } from '@/server/cache/public-tags';
import { ApiError } from '@/server/errors';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { changeOrderPickup, recordOrderLinkMiss, refuseOverOrderLinkMisses } from '@/server/services/order-pickup';

// POST /_api/orders/pickup: the buyer moves their order to another pickup option until the deadline (its key required).
// What is left of both options shows on the campaign pages and the checkout. Missed links count as for the lookup.
export const POST = route(
  orderPageEndpoints.pickup,
  { invalidates: staleAfter.pickupChange },
  async ({ request, body }) => {
    const ip = clientIp(request);
    refuseOverOrderLinkMisses(ip);
    try {
      const order = await changeOrderPickup(body);
      return json(
        { message: 'Your pickup choice was changed.', order },
        { headers: { 'Referrer-Policy': 'no-referrer' } },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) recordOrderLinkMiss(ip);
      throw error;
    }
  },
);
