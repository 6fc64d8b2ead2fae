import 'server-only';
import type { CartJson } from '@/lib/contracts/cart';
import { toCartJson } from '@/lib/cart/cart-json';
import { getCartForUser } from '@/server/db/queries/cart';

/** The server cart as the cart endpoints return it (inside a superjson envelope). */
export const cartJson = toCartJson;

/** The signed-in customer's cart: what GET /_api/cart/get answers. */
export async function readCart(userId: number): Promise<CartJson> {
  return cartJson(await getCartForUser({ userId }));
}
