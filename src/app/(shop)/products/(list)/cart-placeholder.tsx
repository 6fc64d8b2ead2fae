import { ShoppingBag } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/lib/format';

/**
 * What /products' cart column shows until its code has loaded: what the cart itself renders before hydration (the
 * server cannot know a guest's cart), the same section, heading, `#cart` anchor (the header's cart button and
 * `/products#cart` scroll to it) and size; with `empty`, what the cart renders for an empty cart (once the browser
 * knows it is empty, the cart's code waits until a coffee is added or the visitor reaches for it). A server component
 * handed to LazyCartSidebar, so it costs the page no JavaScript.
 */
export function CartPlaceholder({ empty = false }: { empty?: boolean }) {
  return (
    <section id="cart" aria-labelledby="cart-heading" className="scroll-mt-24 rounded-2xl border bg-card shadow-sm">
      <header className="flex items-center justify-between border-b px-5 py-4">
        <h2 id="cart-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ShoppingBag className="size-5 text-primary" aria-hidden="true" />
          Your Cart
        </h2>
        {empty ? <span className="text-sm text-muted-foreground">0 items</span> : null}
      </header>
      {empty ? (
        <p className="px-5 py-8 text-center text-muted-foreground">Your cart is empty.</p>
      ) : (
        <div className="space-y-3 p-5" role="status" aria-label="Loading cart">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      )}
      <footer className="flex items-center justify-between border-t px-5 py-4">
        <span className="font-medium">Total</span>
        {empty ? (
          <span className="text-xl font-semibold tabular-nums">{formatCents(0)}</span>
        ) : (
          <span className="h-7" />
        )}
      </footer>
    </section>
  );
}
