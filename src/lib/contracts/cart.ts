import type { PricedLine } from '@/lib/cart/guest-cart';
import { addToCartSchema, clearCartSchema, removeFromCartSchema, syncCartSchema } from '@/lib/validation/cart';
import { endpoint, jsonOf } from './endpoint';

/*
 * The server cart on the wire: money as exact "12.50" strings, inside a superjson envelope both ways (spec section
 * 7). The server writes it with toCartJson and the cart hooks read it back with fromCartJson (src/lib/cart/cart-json.ts).
 */

export type CartItemJson = Omit<PricedLine, 'priceCents'> & { price: string };
export type CartJson = { campaignId: number | null; cartItems: CartItemJson[] };

/** The signed-in customer's cart; each call answers the whole cart. */
export const cartEndpoints = {
  get: endpoint({ method: 'GET', path: '/_api/cart/get', access: 'user', response: jsonOf<CartJson>() }),
  add: endpoint({
    method: 'POST',
    path: '/_api/cart/add',
    access: 'user',
    body: addToCartSchema,
    response: jsonOf<CartJson>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/_api/cart/remove',
    access: 'user',
    body: removeFromCartSchema,
    response: jsonOf<CartJson>(),
  }),
  clear: endpoint({
    method: 'POST',
    path: '/_api/cart/clear',
    access: 'user',
    body: clearCartSchema,
    response: jsonOf<CartJson>(),
  }),
  /** Merges a guest cart into the server cart at sign-in. */
  sync: endpoint({
    method: 'POST',
    path: '/_api/cart/sync',
    access: 'user',
    body: syncCartSchema,
    response: jsonOf<CartJson>(),
  }),
};
