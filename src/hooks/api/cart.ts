import { apiFetch, type BodyCodec } from '@/lib/api-client';
import { fromCartJson, type CartJson } from '@/lib/cart/cart-json';
import type { PricedLine } from '@/lib/cart/guest-cart';
import type { ProductJson } from '@/server/serializers';

/** The cart endpoints speak superjson both ways (spec section 7); it loads with the first cart call, not the page. */
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

async function cartCall(path: string, fallbackError: string, body?: unknown): Promise<ServerCart> {
  const codec = await loadSuperjsonCodec();
  return fromCartJson(await apiFetch<CartJson>(path, { body, codec, fallbackError }));
}

/** The cart provider's calls; each answers the whole cart. */
export const cartApi = {
  get: () => cartCall('/_api/cart/get', 'Failed to fetch cart'),
  add: (body: { productId: number; quantity: number; campaignId?: number | null }) =>
    cartCall('/_api/cart/add', 'Failed to add to cart', body),
  remove: (body: { productId: number }) => cartCall('/_api/cart/remove', 'Failed to remove from cart', body),
  clear: () => cartCall('/_api/cart/clear', 'Failed to clear cart', {}),
  sync: (body: { items: Array<{ productId: number; quantity: number }>; campaignId?: number | null }) =>
    cartCall('/_api/cart/sync', 'Failed to sync cart', body),
};

export function fetchCatalogue(): Promise<ProductJson[]> {
  return apiFetch<ProductJson[]>('/_api/products', { fallbackError: 'Unknown error' });
}
