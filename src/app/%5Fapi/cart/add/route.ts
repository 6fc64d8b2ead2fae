import { cartEndpoints } from '@/lib/contracts/cart';
import { route } from '@/server/http/route';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { cartJson } from '@/server/reads/cart';
import { addToCart } from '@/server/services/cart';

// POST /_api/cart/add
export const POST = route(cartEndpoints.add, { parseBody: parseSuperjsonBody }, async ({ user, body }) =>
  superjsonResponse(cartJson(await addToCart(user.id, body))),
);
