'use client';

import { ShoppingBag } from 'lucide-react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useCart } from './cart-provider';

// The sheet's code (Radix Dialog, the checkout) loads on the first tap (docs/decisions/lean-javascript.md).
const CartSheet = dynamic(() => import('./cart-sheet').then((module) => module.CartSheet), { ssr: false });

/**
 * Header shortcut to the cart, with the number of bags in it. It opens the cart where the buyer is: the page's own
 * cart (the shop, a fundraiser's or campaign's page) or, anywhere else, a sheet over the page; it never navigates away.
 */
export function CartLink() {
  const { count } = useCart();
  const pathname = usePathname();
  // The page the sheet was opened on: following a link out of it (Change, a product) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const openCart = () => {
    const pageCart = document.getElementById('cart');
    if (!pageCart) {
      setLoaded(true);
      setOpenOn(pathname);
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    pageCart.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <>
      <button
        type="button"
        onClick={openCart}
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
      </button>
      {loaded ? (
        <CartSheet open={openOn === pathname} onOpenChange={(open) => setOpenOn(open ? pathname : null)} />
      ) : null}
    </>
  );
}
