import { fromCartJson } from '@/lib/cart/cart-json';
import type { PricedLine } from '@/lib/cart/guest-cart';
import type { CartJson } from '@/lib/contracts/cart';
import type { AddToCartBody, RemoveFromCartBody, SyncCartBody } from './cart-calls';

/** The cart provider is on every shop page: the calls themselves load with the first one. */
type CartCalls = (typeof import('./cart-calls'))['cartCalls'];

let loading: Promise<CartCalls> | undefined;
function loadCartCalls(): Promise<CartCalls> {
  loading ??= import('./cart-calls').then(
    (module) => module.cartCalls,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type ServerCart = { campaignId: number | null; lines: PricedLine[] };

async function cartCall(call: (calls: CartCalls) => Promise<CartJson>): Promise<ServerCart> {
  return fromCartJson(await call(await loadCartCalls()));
}

/** The cart provider's calls; each answers the whole cart. */
export const cartApi = {
  get: () => cartCall((calls) => calls.get()),
  add: (body: AddToCartBody) => cartCall((calls) => calls.add(body)),
  remove: (body: RemoveFromCartBody) => cartCall((calls) => calls.remove(body)),
  clear: () => cartCall((calls) => calls.clear()),
  sync: (body: SyncCartBody) => cartCall((calls) => calls.sync(body)),
};
