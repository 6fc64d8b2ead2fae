import { orderPageEndpoints } from '@/lib/contracts/order-page';
import { ORDER_NOT_FOUND_FOR_BUYER } from '@/lib/validation/order-page';
import { notFound } from '@/server/errors';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { readBuyerOrder } from '@/server/reads/buyer-order';
import { takeFromMemory } from '@/server/services/memory-rate-limit';
import { orderPageLimit } from '@/server/services/order-pickup';
import { retryText } from '@/server/services/rate-limit';

const tooManyLookups = (minutes: number) => `Too many order lookups from here. Please try again ${retryText(minutes)}.`;

// GET /_api/orders/lookup?orderNumber=&key=: the buyer's order by its secret link; 404 for a wrong or missing key too.
export const GET = route(orderPageEndpoints.lookup, async ({ request, query }) => {
  takeFromMemory(orderPageLimit(clientIp(request)), tooManyLookups);
  const order = await readBuyerOrder(query);
  if (!order) throw notFound(ORDER_NOT_FOUND_FOR_BUYER);
  return json({ order }, { headers: { 'Referrer-Policy': 'no-referrer' } });
});
