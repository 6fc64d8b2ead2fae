'use client';

import { ShoppingBag } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCart } from './cart-provider';

/** Pages that show the cart themselves; anywhere else the shortcut leads to the shop's cart. */
const PAGES_WITH_CART = /^\/(products|fundraisers\/[^/]+)$/;

/** Header shortcut to the cart, with the number of bags in it. */
export function CartLink() {
  const { count } = useCart();
  const pathname = usePathname();
  return (
    <Link
      href={PAGES_WITH_CART.test(pathname) ? '#cart' : '/products#cart'}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-accent"
    >
      <ShoppingBag className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground"
          data-testid="cart-count"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
