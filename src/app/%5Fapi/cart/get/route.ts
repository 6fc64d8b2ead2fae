import { cartEndpoints } from '@/lib/contracts/cart';
import { route } from '@/server/http/route';
import { superjsonResponse } from '@/server/http/superjson-body';
import { readCart } from '@/server/reads/cart';

// GET /_api/cart/get
export const GET = route(cartEndpoints.get, async ({ user }) => superjsonResponse(await readCart(user.id)));
