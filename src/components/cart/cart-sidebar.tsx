'use client';

import { ShoppingBag } from 'lucide-react';
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatCents } from '@/lib/format';
import { useCart } from './cart-provider';

const linesSkeleton = (
  <div className="space-y-3 p-5" role="status" aria-label="Loading cart">
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

// The lines' code (images, quantity buttons) loads only when the cart has some.
const CartLines = dynamic(() => import('./cart-lines').then((module) => module.CartLines), {
  ssr: false,
  loading: () => linesSkeleton,
});

/** The cart with − / + / remove per line and the total. */
export function CartSidebar() {
  const { lines, totalCents, count, isLoading, isSyncing, updateQuantity, removeItem } = useCart();
  // The server cannot know a guest's cart: a skeleton until the browser has read it.
  const hydrated = useHydrated();

  return (
    <section id="cart" aria-labelledby="cart-heading" className="scroll-mt-24 rounded-2xl border bg-card shadow-sm">
      <header className="flex items-center justify-between border-b px-5 py-4">
        <h2 id="cart-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ShoppingBag className="size-5 text-primary" aria-hidden="true" />
          Your Cart
        </h2>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {isSyncing ? 'Syncing…' : `${count} ${count === 1 ? 'item' : 'items'}`}
        </span>
      </header>
      {!hydrated || isLoading ? (
        linesSkeleton
      ) : lines.length === 0 ? (
        <p className="px-5 py-8 text-center text-muted-foreground">Your cart is empty.</p>
      ) : (
        <CartLines lines={lines} updateQuantity={updateQuantity} removeItem={removeItem} />
      )}
      <footer className="flex items-center justify-between border-t px-5 py-4">
        <span className="font-medium">Total</span>
        <span className="text-xl font-semibold tabular-nums" data-testid="cart-total">
          {formatCents(totalCents)}
        </span>
      </footer>
    </section>
  );
}
