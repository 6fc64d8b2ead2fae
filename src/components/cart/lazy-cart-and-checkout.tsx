'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { LoadWhenNeeded } from './load-when-needed';
import { NeedsJavaScriptNotice } from './needs-javascript';

/**
 * Holds the aside's place while the cart and checkout load (about their height with an empty cart); without
 * JavaScript they never load, and it says so.
 */
export function CartAndCheckoutSkeleton() {
  return (
    <div>
      <NeedsJavaScriptNotice />
      <div className="h-[36rem] animate-pulse rounded-2xl border bg-card" aria-busy="true" />
    </div>
  );
}

const CartAndCheckoutCode = dynamic(() => import('./cart-and-checkout').then((module) => module.CartAndCheckout), {
  ssr: false,
  loading: CartAndCheckoutSkeleton,
});

/*
 * The cart and checkout of a fundraiser page, loaded once the page is interactive and they are needed (near the
 * viewport, lines in the cart, or a first touch: LoadWhenNeeded): on a phone they sit below the coffees, so the page
 * paints and responds without waiting for them, and what it loads until the network is idle stays within the 160 kB
 * budget (docs/decisions/lean-javascript.md).
 */
export function LazyCartAndCheckout(props: ComponentProps<typeof CartAndCheckoutCode>) {
  return (
    <LoadWhenNeeded placeholder={<CartAndCheckoutSkeleton />}>
      <CartAndCheckoutCode {...props} />
    </LoadWhenNeeded>
  );
}
