'use client';

import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import Image from 'next/image';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/lib/format';
import { lineTotal } from '@/lib/money';
import { MAX_LINE_QUANTITY } from '@/lib/cart/limits';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/components/products/product-image';
import { useCart } from './cart-provider';

/** The cart with − / + / remove per line and the total. */
export function CartSidebar() {
  const { lines, totalCents, count, isLoading, isSyncing, updateQuantity, removeItem } = useCart();
  const ignore = () => {};

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
      {isLoading ? (
        <div className="space-y-3 p-5" role="status" aria-label="Loading cart">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : lines.length === 0 ? (
        <p className="px-5 py-8 text-center text-muted-foreground">Your cart is empty.</p>
      ) : (
        <ul className="divide-y" aria-label="Cart items">
          {lines.map((line) => (
            <li key={line.productId} className="flex gap-3 px-5 py-4">
              <Image
                src={line.imageUrl ?? PLACEHOLDER_PRODUCT_IMAGE}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded-md border object-cover"
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="truncate font-medium">{line.name}</p>
                  <p className="shrink-0 font-semibold tabular-nums">
                    {formatCents(lineTotal(line.priceCents, line.quantity))}
                  </p>
                </div>
                <p className="text-xs text-muted-foreground">{formatCents(line.priceCents)} each</p>
                <div className="mt-2 flex items-center justify-between">
                  <div
                    className="inline-flex items-center rounded-full border"
                    role="group"
                    aria-label={`Quantity of ${line.name}`}
                  >
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Decrease quantity of ${line.name}`}
                      onClick={() => updateQuantity(line.productId, line.quantity - 1).catch(ignore)}
                    >
                      <Minus />
                    </Button>
                    <span className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
                      {line.quantity}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Increase quantity of ${line.name}`}
                      disabled={line.quantity >= MAX_LINE_QUANTITY}
                      onClick={() => updateQuantity(line.productId, line.quantity + 1).catch(ignore)}
                    >
                      <Plus />
                    </Button>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ${line.name} from cart`}
                    onClick={() => removeItem(line.productId).catch(ignore)}
                  >
                    <Trash2 />
                    Remove
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
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
