import { orderPageEndpoints } from '@/lib/contracts/order-page';
import { ORDER_NOT_FOUND_FOR_BUYER } from '@/lib/validation/order-page';
import { notFound } from '@/server/errors';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { readBuyerOrder } from '@/server/reads/buyer-order';
import { recordOrderLinkMiss, refuseOverOrderLinkMisses } from '@/server/services/order-pickup';

// GET /_api/orders/lookup?orderNumber=&key=: the buyer's order by its secret link; 404 for a wrong or missing key too.
// An address whose links keep missing is refused for a while (429): keys cannot be guessed here.
export const GET = route(orderPageEndpoints.lookup, async ({ request, query }) => {
  const ip = clientIp(request);
  refuseOverOrderLinkMisses(ip);
  const order = await readBuyerOrder(query);
  if (!order) {
    recordOrderLinkMiss(ip);
    throw notFound(ORDER_NOT_FOUND_FOR_BUYER);
  }
  return json({ order }, { headers: { 'Referrer-Policy': 'no-referrer' } });
});
