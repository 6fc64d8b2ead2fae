import { removeFromCartSchema } from '@/lib/validation/cart';
import { route } from '@/server/http/route';
import { cartJson } from '@/server/serializers';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { removeFromCart } from '@/server/services/cart';

// POST /_api/cart/remove
export const POST = route(
  { access: 'user', body: removeFromCartSchema, parseBody: parseSuperjsonBody },
  async ({ user, body }) => superjsonResponse(cartJson(await removeFromCart(user.id, body.productId))),
);
