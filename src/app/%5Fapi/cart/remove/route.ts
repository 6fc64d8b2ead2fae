import { cartEndpoints } from '@/lib/contracts/cart';
import { route } from '@/server/http/route';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { cartJson } from '@/server/reads/cart';
import { removeFromCart } from '@/server/services/cart';

// POST /_api/cart/remove
export const POST = route(cartEndpoints.remove, { parseBody: parseSuperjsonBody }, async ({ user, body }) =>
  superjsonResponse(cartJson(await removeFromCart(user.id, body))),
);
