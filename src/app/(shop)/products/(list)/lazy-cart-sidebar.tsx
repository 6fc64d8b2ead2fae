'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { LoadWhenNeeded } from '@/components/cart/load-when-needed';

const CartSidebar = lazy(() =>
  import('@/components/cart/cart-sidebar').then((module) => ({ default: module.CartSidebar })),
);

const noSubscription = () => () => {};
const isInteractive = () => true;
const isServerRender = () => false;

/*
 * /products' cart column loads once the page is interactive and the cart is needed (near the viewport, lines in the
 * cart, or a first touch: LoadWhenNeeded), showing the server-rendered `placeholder` until then
 * (cart-placeholder.tsx). It keeps the cart's code out of what the page loads until the network is idle (160 kB
 * budget, docs/decisions/public-plan-block.md). The checkout form stays in the first load: it takes a submit before
 * its code (docs/decisions/forms-before-their-code.md).
 */
export function LazyCartSidebar({ placeholder, empty }: { placeholder: ReactNode; empty: ReactNode }) {
  // False in the server's HTML and while hydrating, true once the page is interactive.
  const interactive = useSyncExternalStore(noSubscription, isInteractive, isServerRender);
  const { count, isLoading } = useCart();
  if (!interactive) return placeholder;
  // A cart known to be empty says so without its code (`empty`: the cart's own empty state).
  return (
    <LoadWhenNeeded placeholder={!isLoading && count === 0 ? empty : placeholder}>
      <Suspense fallback={placeholder}>
        <CartSidebar />
      </Suspense>
    </LoadWhenNeeded>
  );
}
