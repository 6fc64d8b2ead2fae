'use client';

import { DeferredForm } from '@/components/forms/deferred-form';
import { useCart } from './cart-provider';
import { CheckoutFormPreview } from './checkout-form-preview';

const loadLiveForm = () => import('./checkout-form-live').then((module) => module.LiveCheckoutForm);

/**
 * Checkout: contact details plus the cart; on a fundraiser page the order carries the campaign and fundraiser. The
 * form's code loads once the cart has lines or the visitor reaches for the form (DeferredForm).
 */
export function CheckoutForm({
  campaignId,
  subAccountId,
  sourcePage,
  blockedMessage,
  notice,
}: {
  campaignId?: number;
  subAccountId?: number;
  /** The page the order is placed from, for its source: 'fundraiser' (link or qr) or 'campaign' (picker or qr). */
  sourcePage?: 'fundraiser' | 'campaign';
  /** Set while the order cannot be placed yet; shown instead of sending it. */
  blockedMessage?: string;
  /** Shown under the heading (the campaign page: whom the order supports). */
  notice?: React.ReactNode;
}) {
  const { count } = useCart();
  return (
    <section aria-labelledby="checkout-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="checkout-heading" className="text-xl font-semibold">
        Checkout
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        No payment online: we will contact you to arrange local delivery or a meetup.
      </p>
      {notice}
      <DeferredForm
        preview={<CheckoutFormPreview />}
        load={loadLiveForm}
        props={{ campaignId, subAccountId, sourcePage, blockedMessage }}
        loadNow={count > 0}
      />
    </section>
  );
}
