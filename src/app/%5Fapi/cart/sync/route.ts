import { syncCartSchema } from '@/lib/validation/cart';
import { route } from '@/server/http/route';
import { cartJson } from '@/server/serializers';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { syncCart } from '@/server/services/cart';

// POST /_api/cart/sync
export const POST = route(
  { access: 'user', body: syncCartSchema, parseBody: parseSuperjsonBody },
  async ({ user, body }) => superjsonResponse(cartJson(await syncCart(user.id, body))),
);
