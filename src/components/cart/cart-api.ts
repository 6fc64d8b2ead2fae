import superjson from 'superjson';
import { decimalToCents } from '@/lib/money';
import type { PricedLine } from '@/lib/cart/guest-cart';
import type { CartJson, ProductJson } from '@/server/http/serializers';

/** Client calls for the server cart: superjson bodies both ways; an `error` field in a 2xx answer is a failure too. */
async function cartRequest(path: string, fallbackError: string, body?: unknown): Promise<ServerCart> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : superjson.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(fallbackError);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const errorField = data && typeof data === 'object' && 'error' in data ? (data as { error?: unknown }).error : undefined;
  if (!response.ok || errorField) {
    throw new Error(typeof errorField === 'string' ? errorField : text && !text.trimStart().startsWith('<') ? text.slice(0, 300) : fallbackError);
  }
  const cart = superjson.deserialize<CartJson>(data as Parameters<typeof superjson.deserialize>[0]);
  return {
    campaignId: cart.campaignId,
    lines: cart.cartItems.map((item) => ({ productId: item.productId, quantity: item.quantity, name: item.name, priceCents: decimalToCents(item.price) ?? 0, imageUrl: item.imageUrl })),
  };
}

export type ServerCart = { campaignId: number | null; lines: PricedLine[] };

export const cartApi = {
  get: () => cartRequest('/_api/cart/get', 'Failed to fetch cart'),
  add: (body: { productId: number; quantity: number; campaignId?: number | null }) => cartRequest('/_api/cart/add', 'Failed to add to cart', body),
  remove: (body: { productId: number }) => cartRequest('/_api/cart/remove', 'Failed to remove from cart', body),
  clear: () => cartRequest('/_api/cart/clear', 'Failed to clear cart', {}),
  sync: (body: { items: Array<{ productId: number; quantity: number }>; campaignId?: number | null }) => cartRequest('/_api/cart/sync', 'Failed to sync cart', body),
};

export async function fetchCatalogue(): Promise<ProductJson[]> {
  const response = await fetch('/_api/products', { headers: { Accept: 'application/json' } });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !Array.isArray(data)) {
    throw new Error(data && typeof data === 'object' && 'error' in data ? String((data as { error: unknown }).error) : 'Unknown error');
  }
  return data as ProductJson[];
}
