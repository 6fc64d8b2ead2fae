'use client';

import { ShoppingBag } from 'lucide-react';
import Link from 'next/link';
import { useCart } from './cart-provider';

/** Header shortcut to the cart on the shop page, with the number of bags in it. */
export function CartLink() {
  const { count } = useCart();
  return (
    <Link
      href="/products#cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-accent"
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
