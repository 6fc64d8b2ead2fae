import { callEndpoint, type BodyCodec } from '@/lib/api-client';
import { fromCartJson } from '@/lib/cart/cart-json';
import type { PricedLine } from '@/lib/cart/guest-cart';
import type { CartJson } from '@/lib/contracts/cart';
import type { BodyInput } from '@/lib/contracts/endpoint';

/*
 * The cart provider is on every shop page, so this module stays light: the cart endpoints' contract (with its zod
 * schemas) and superjson, which the cart endpoints speak both ways (spec section 7), load with the first cart call.
 */

type CartEndpoints = (typeof import('@/lib/contracts/cart'))['cartEndpoints'];

let superjsonCodec: Promise<BodyCodec> | undefined;
function loadSuperjsonCodec(): Promise<BodyCodec> {
  superjsonCodec ??= import('superjson').then(
    ({ default: superjson }): BodyCodec => ({
      encode: (value) => superjson.stringify(value),
      decode: (parsed) => superjson.deserialize(parsed as Parameters<typeof superjson.deserialize>[0]),
    }),
    (error: unknown) => {
      superjsonCodec = undefined;
      throw error;
    },
  );
  return superjsonCodec;
}

export type ServerCart = { campaignId: number | null; lines: PricedLine[] };

type CallOptions = { codec: BodyCodec; fallbackError: string };

async function cartCall(
  fallbackError: string,
  call: (endpoints: CartEndpoints, options: CallOptions) => Promise<CartJson>,
): Promise<ServerCart> {
  const [codec, { cartEndpoints }] = await Promise.all([loadSuperjsonCodec(), import('@/lib/contracts/cart')]);
  return fromCartJson(await call(cartEndpoints, { codec, fallbackError }));
}

/** The cart provider's calls; each answers the whole cart. */
export const cartApi = {
  get: () => cartCall('Failed to fetch cart', (endpoints, options) => callEndpoint(endpoints.get, options)),
  add: (body: BodyInput<CartEndpoints['add']>) =>
    cartCall('Failed to add to cart', (endpoints, options) => callEndpoint(endpoints.add, { ...options, body })),
  remove: (body: BodyInput<CartEndpoints['remove']>) =>
    cartCall('Failed to remove from cart', (endpoints, options) =>
      callEndpoint(endpoints.remove, { ...options, body }),
    ),
  clear: () =>
    cartCall('Failed to clear cart', (endpoints, options) => callEndpoint(endpoints.clear, { ...options, body: {} })),
  sync: (body: BodyInput<CartEndpoints['sync']>) =>
    cartCall('Failed to sync cart', (endpoints, options) => callEndpoint(endpoints.sync, { ...options, body })),
};
