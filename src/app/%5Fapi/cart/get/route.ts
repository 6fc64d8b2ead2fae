import { getCartForUser } from '@/server/db/queries/cart';
import { route } from '@/server/http/route';
import { cartJson } from '@/server/serializers';
import { superjsonResponse } from '@/server/http/superjson-body';

// GET /_api/cart/get
export const GET = route({ access: 'user' }, async ({ user }) =>
  superjsonResponse(cartJson(await getCartForUser({ userId: user.id }))),
);
