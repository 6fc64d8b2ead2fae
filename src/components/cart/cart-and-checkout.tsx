'use client';

import { CartSidebar } from './cart-sidebar';
import { CheckoutForm } from './checkout-form';

/** A page's cart with its checkout under it: the aside of the fundraiser and campaign pages (loaded lazily there). */
export function CartAndCheckout(props: React.ComponentProps<typeof CheckoutForm>) {
  return (
    <>
      <CartSidebar />
      <CheckoutForm {...props} />
    </>
  );
}
