import { cartEndpoints } from '@/lib/contracts/cart';
import { route } from '@/server/http/route';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { cartJson } from '@/server/reads/cart';
import { clearCart } from '@/server/services/cart';

// POST /_api/cart/clear
export const POST = route(cartEndpoints.clear, { parseBody: parseSuperjsonBody }, async ({ user }) => {
  await clearCart(user.id);
  return superjsonResponse(cartJson({ campaignId: null, items: [] }));
});
