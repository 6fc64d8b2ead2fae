import superjson from 'superjson';
import { callEndpoint, type BodyCodec } from '@/lib/api-client';
import { cartEndpoints } from '@/lib/contracts/cart';
import type { BodyInput } from '@/lib/contracts/endpoint';

/*
 * The cart endpoints' calls, loaded with the first cart call (src/hooks/api/cart.ts) so that a shop page's first load
 * carries neither their zod schemas nor superjson, which the cart endpoints speak both ways (spec section 7).
 */

const codec: BodyCodec = {
  encode: (value) => superjson.stringify(value),
  decode: (parsed) => superjson.deserialize(parsed as Parameters<typeof superjson.deserialize>[0]),
};

export type AddToCartBody = BodyInput<typeof cartEndpoints.add>;
export type RemoveFromCartBody = BodyInput<typeof cartEndpoints.remove>;
export type SyncCartBody = BodyInput<typeof cartEndpoints.sync>;

export const cartCalls = {
  get: () => callEndpoint(cartEndpoints.get, { codec, fallbackError: 'Failed to fetch cart' }),
  add: (body: AddToCartBody) =>
    callEndpoint(cartEndpoints.add, { body, codec, fallbackError: 'Failed to add to cart' }),
  remove: (body: RemoveFromCartBody) =>
    callEndpoint(cartEndpoints.remove, { body, codec, fallbackError: 'Failed to remove from cart' }),
  clear: () => callEndpoint(cartEndpoints.clear, { body: {}, codec, fallbackError: 'Failed to clear cart' }),
  sync: (body: SyncCartBody) => callEndpoint(cartEndpoints.sync, { body, codec, fallbackError: 'Failed to sync cart' }),
};
