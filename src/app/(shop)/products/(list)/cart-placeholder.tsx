import { ShoppingBag } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What /products' cart column shows until its code has loaded: what the cart itself renders before hydration (the
 * server cannot know a guest's cart), the same section, heading, `#cart` anchor (the header's cart button and
 * `/products#cart` scroll to it) and size. A server component handed to LazyCartSidebar, so it costs the page no
 * JavaScript.
 */
export function CartPlaceholder() {
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
