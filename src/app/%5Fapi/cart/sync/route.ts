import { cartEndpoints } from '@/lib/contracts/cart';
import { route } from '@/server/http/route';
import { parseSuperjsonBody, superjsonResponse } from '@/server/http/superjson-body';
import { cartJson } from '@/server/reads/cart';
import { syncCart } from '@/server/services/cart';

// POST /_api/cart/sync
export const POST = route(cartEndpoints.sync, { parseBody: parseSuperjsonBody }, async ({ user, body }) =>
  superjsonResponse(cartJson(await syncCart(user.id, body))),
);
