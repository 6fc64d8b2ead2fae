'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/auth/form-error';
import { useAuth } from '@/components/auth/auth-provider';
import { HoldSubmitUntilLive, useDeferredForm } from '@/components/forms/deferred-form';
import { PlainField } from '@/components/forms/plain-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refuseCheckoutWithoutJavaScript } from './checkout-actions';
import type { CheckoutPlan as CheckoutPlanBlock, PlanState } from './checkout-plan';
import { useCart } from './cart-provider';
import { LazySupportingLine } from './lazy-supporting-line';
import { NeedsJavaScriptNotice } from './needs-javascript';

const loadLogic = () => import('./checkout-form-logic');

type Cart = ReturnType<typeof useCart>;

/**
 * The cart as it is now, for a submit that waited for the form's code: it waits in turn until the cart is known
 * (who is signed in, the guest cart's prices or the server cart), then reads it.
 */
function useSettledCart(cart: Cart, known: boolean) {
  const latest = useRef({ cart, known });
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    latest.current = { cart, known };
    if (known) for (const resolve of waiting.current.splice(0)) resolve();
  });
  return () =>
    new Promise<Cart>((resolve) => {
      if (latest.current.known) resolve(latest.current.cart);
      else waiting.current.push(() => resolve(latest.current.cart));
    });
}

/**
 * Checkout: contact details plus the cart; on a fundraiser page the order carries the campaign and fundraiser. With
 * lines in the cart it asks where to pick up (when the campaign or the shop has options) and says what the buyer pays
 * and how; once placed, the buyer lands on the order page. The form's code loads once the cart has lines or the
 * visitor reaches for the form (useDeferredForm). The cart lives in the browser, so without JavaScript the checkout
 * says ordering needs it, and a submit answers that nothing was placed.
 */
export function CheckoutForm({
  campaignId,
  subAccountId,
  sourcePage,
  pickFrom,
  notice,
}: {
  campaignId?: number;
  subAccountId?: number;
  /** The page the order is placed from, for its source: 'fundraiser' (link or qr) or 'campaign' (picker or qr). */
  sourcePage?: 'fundraiser' | 'campaign';
  /** The campaign page: the order is credited to the supporter picker's choice among these fundraisers (or the team). */
  pickFrom?: number[];
  /** Shown under the heading (the campaign page: whom the order supports); elsewhere the standing pick. */
  notice?: React.ReactNode;
}) {
  const cart = useCart();
  const { status } = useAuth();
  const settledCart = useSettledCart(cart, status !== 'loading' && !cart.isLoading && !cart.isSyncing);
  const [fallback, refuse] = useActionState(refuseCheckoutWithoutJavaScript, { notPlaced: false });
  const idempotencyKey = useRef<string | null>(null);
  const router = useRouter();
  const plan = useRef<PlanState | null>(null);
  // Where to pick up and how to pay: it comes with the form's code (no chunk list of its own in the page's first
  // load), once the cart has lines.
  const [CheckoutPlan, setCheckoutPlan] = useState<typeof CheckoutPlanBlock | null>(null);
  const hasLines = cart.count > 0;
  const [giftCents, setGiftCents] = useState(0);
  useEffect(() => {
    if (!hasLines || CheckoutPlan) return;
    loadLogic().then(
      (logic) => setCheckoutPlan(() => logic.CheckoutPlan),
      () => {},
    );
  }, [hasLines, CheckoutPlan]);
  const { errors, formError, pending, formProps } = useDeferredForm({
    load: loadLogic,
    loadNow: cart.count > 0,
    submit: async (details, { placeOrder }) => {
      const { lines, clear } = await settledCart();
      if (lines.length === 0 && !details.giftDollars) return 'Your cart is empty.';
      idempotencyKey.current ??= crypto.randomUUID();
      let orderPath: string;
      try {
        const placed = await placeOrder({
          details,
          items: lines.map(({ productId, optionId, quantity }) => ({
            productId,
            quantity,
            ...(optionId ? { optionId } : {}),
          })),
          campaignId,
          subAccountId,
          sourcePage,
          pickFrom,
          plan: () => plan.current,
          idempotencyKey: idempotencyKey.current,
        });
        if (typeof placed === 'string') return placed;
        orderPath = placed.orderPath;
      } catch (error) {
        const message = errorMessage(error, 'An unexpected error occurred.');
        toast.error(message);
        return message;
      }
      idempotencyKey.current = null;
      toast.success('Your order has been submitted successfully!');
      if (lines.length > 0) await clear({ silent: true }).catch(() => {});
      router.push(orderPath);
    },
  });

  return (
    <section aria-labelledby="checkout-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="checkout-heading" className="text-xl font-semibold">
        Checkout
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">No payment online: you pay when you pick up your order.</p>
      {notice ?? <LazySupportingLine />}
      <NeedsJavaScriptNotice />
      <form action={refuse} {...formProps} className="mt-5 space-y-4">
        <HoldSubmitUntilLive />
        {fallback.notPlaced ? (
          <FormError message="Your order was not placed: ordering needs JavaScript, which is off in this browser. Turn it on and try again." />
        ) : null}
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <PlainField
            name="customerFirstName"
            label="First Name"
            autoComplete="given-name"
            error={errors.customerFirstName}
          />
          <PlainField
            name="customerLastName"
            label="Last Name"
            autoComplete="family-name"
            error={errors.customerLastName}
          />
        </div>
        <PlainField name="customerEmail" label="Email" type="email" autoComplete="email" error={errors.customerEmail} />
        <PlainField
          name="customerPhone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.customerPhone}
        />
        {campaignId ? (
          // What the plan block says the buyer pays includes the gift as it is typed (whole dollars only).
          <div
            onChange={(event) => {
              const typed = (event.target as HTMLInputElement).value.trim();
              setGiftCents(/^\d{1,6}$/.test(typed) ? Number(typed) * 100 : 0);
            }}
          >
            <PlainField
              name="giftDollars"
              label="Gift for the team in whole dollars (optional; a gift alone needs no coffee)"
              inputMode="numeric"
              error={errors.giftDollars}
            />
          </div>
        ) : null}
        {hasLines && CheckoutPlan ? (
          <CheckoutPlan
            sourcePage={sourcePage}
            pickFrom={pickFrom}
            totalCents={cart.totalCents + giftCents}
            onState={(state) => {
              plan.current = state;
            }}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Placing Order...' : 'Place Order'}
        </Button>
      </form>
    </section>
  );
}
