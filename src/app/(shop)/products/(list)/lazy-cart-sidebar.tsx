'use client';

import { ShoppingBag } from 'lucide-react';
import dynamic from 'next/dynamic';
import { Skeleton } from '@/components/ui/skeleton';

/*
 * /products' cart column loads once the page is interactive. Until a browser has read its cart the cart shows a
 * skeleton anyway (the server cannot know a guest's cart), so the placeholder below is what the cart itself renders
 * before hydration: the same section, heading, `#cart` anchor (the header's cart button and `/products#cart` scroll to
 * it) and size. It keeps the cart's code out of the page's first-load JavaScript (160 kB budget,
 * docs/decisions/public-plan-block.md). The checkout form stays in the first load: it takes a submit before its
 * code (docs/decisions/forms-before-their-code.md).
 */
function CartPlaceholder() {
  return (
    <section id="cart" aria-labelledby="cart-heading" className="scroll-mt-24 rounded-2xl border bg-card shadow-sm">
      <header className="flex items-center justify-between border-b px-5 py-4">
        <h2 id="cart-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ShoppingBag className="size-5 text-primary" aria-hidden="true" />
          Your Cart
        </h2>
      </header>
      <div className="space-y-3 p-5" role="status" aria-label="Loading cart">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
      <footer className="flex items-center justify-between border-t px-5 py-4">
        <span className="font-medium">Total</span>
        <span className="h-7" />
      </footer>
    </section>
  );
}

export const LazyCartSidebar = dynamic(
  () => import('@/components/cart/cart-sidebar').then((module) => module.CartSidebar),
  { ssr: false, loading: CartPlaceholder },
);
