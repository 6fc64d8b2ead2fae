'use client';

import dynamic from 'next/dynamic';

/** Holds the aside's place while the cart and checkout load (about their height with an empty cart). */
export function CartAndCheckoutSkeleton() {
  return <div className="h-[36rem] animate-pulse rounded-2xl border bg-card" aria-busy="true" />;
}

/*
 * The cart and checkout of a fundraiser page, loaded once the page is interactive: on a phone they sit below the
 * coffees, so the page paints and responds without waiting for them, and its first-load JavaScript stays within
 * the 160 kB budget (docs/decisions.md "Lean JavaScript").
 */
export const LazyCartAndCheckout = dynamic(
  () => import('./cart-and-checkout').then((module) => module.CartAndCheckout),
  { ssr: false, loading: CartAndCheckoutSkeleton },
);
