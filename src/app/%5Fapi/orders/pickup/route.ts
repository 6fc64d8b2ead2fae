import { orderPageEndpoints } from '@/lib/contracts/order-page';
import { staleAfter } from '@/server/cache/public-tags';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { takeFromMemory } from '@/server/services/memory-rate-limit';
import { changeOrderPickup, orderPageLimit } from '@/server/services/order-pickup';
import { retryText } from '@/server/services/rate-limit';

const tooManyChanges = (minutes: number) =>
  `Too many pickup changes from here. Please try again ${retryText(minutes)}.`;

// POST /_api/orders/pickup: the buyer moves their order to another pickup option until the deadline (its key required).
// What is left of both options shows on the campaign pages and the checkout.
export const POST = route(
  orderPageEndpoints.pickup,
  { invalidates: staleAfter.pickupChange },
  async ({ request, body }) => {
    takeFromMemory(orderPageLimit(clientIp(request)), tooManyChanges);
    const order = await changeOrderPickup(body);
    return json(
      { message: 'Your pickup choice was changed.', order },
      { headers: { 'Referrer-Policy': 'no-referrer' } },
    );
  },
);
