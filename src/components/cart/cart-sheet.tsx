'use client';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { CartSidebar } from './cart-sidebar';
import { CheckoutForm } from './checkout-form';

/**
 * The header cart's sheet on pages without a cart of their own (a product's page, the home page…): the cart and a
 * checkout that credits the standing pick, so the buyer checks out where they are. Loaded on the first tap.
 */
export function CartSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 content-start rounded-none bg-background p-4 sm:p-5">
        <DialogTitle className="sr-only">Cart and checkout</DialogTitle>
        <DialogDescription className="sr-only">Your cart, and the checkout to place your order.</DialogDescription>
        <div className="mt-8 min-w-0 space-y-6">
          <CartSidebar />
          <CheckoutForm />
        </div>
      </DialogContent>
    </Dialog>
  );
}
