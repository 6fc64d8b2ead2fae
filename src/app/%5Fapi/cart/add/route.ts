import { addToCartSchema } from '@/lib/validation/cart';
import { route } from '@/server/http/route';
import { cartJson } from '@/server/serializers';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { addToCart } from '@/server/services/cart';

// POST /_api/cart/add
export const POST = route(
  { access: 'user', body: addToCartSchema, parseBody: parseSuperjsonBody },
  async ({ user, body }) => superjsonResponse(cartJson(await addToCart(user.id, body))),
);
