'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { keepTyping, type DeferredFormProps } from '@/components/forms/deferred-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { QueryProvider } from '@/components/providers/query-provider';
import { usePlaceOrder } from '@/hooks/api/shop';
import { orderSourceFor } from '@/lib/cart/attribution';
import { checkoutFormSchema } from '@/lib/validation/orders';
import { cartAttributionSnapshot } from './cart-attribution-store';
import { useCart } from './cart-provider';

type Values = z.input<typeof checkoutFormSchema>;
type Output = z.output<typeof checkoutFormSchema>;

const EMPTY_FORM: Values = { customerFirstName: '', customerLastName: '', customerEmail: '', customerPhone: '' };
const FIELDS = Object.keys(EMPTY_FORM) as Array<keyof Values>;

/** The preview's values for this form's fields. */
function pick(values: Record<string, string>): Partial<Values> {
  return Object.fromEntries(FIELDS.filter((name) => name in values).map((name) => [name, values[name]]));
}

type Props = {
  campaignId?: number;
  subAccountId?: number;
  /** The page the order is placed from: the order records where the buyer came from (src/lib/cart/attribution.ts). */
  sourcePage?: 'fundraiser' | 'campaign';
  /** Set while the order cannot be placed (the campaign page's picker has no choice yet): shown on submit. */
  blockedMessage?: string;
};

/** The checkout form's live version (DeferredForm loads it): contact details plus the cart, sent as one order. */
export function LiveCheckoutForm(props: Props & DeferredFormProps) {
  return (
    <QueryProvider>
      <CheckoutFields {...props} />
    </QueryProvider>
  );
}

function CheckoutFields({
  campaignId,
  subAccountId,
  sourcePage,
  blockedMessage,
  initialValues,
  focusName,
  submitOnMount,
}: Props & DeferredFormProps) {
  const { lines, clear } = useCart();
  const placeOrder = usePlaceOrder();
  // One key per intended order: a double click or a retry after a network error cannot create a second order.
  const idempotencyKey = useRef<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onBlur',
    defaultValues: { ...EMPTY_FORM, ...pick(initialValues) },
  });

  const { error, onSubmit } = useServerSubmit(
    form,
    async (values, { setError }) => {
      if (lines.length === 0) {
        setError('Your cart is empty.');
        return;
      }
      if (blockedMessage) {
        setError(blockedMessage);
        return;
      }
      // Decided as the order leaves: a QR visit counts for a day (read from the cart's attribution).
      const credit = { campaignId: campaignId ?? 0, subAccountId: subAccountId ?? null };
      const source =
        sourcePage && campaignId
          ? orderSourceFor(sourcePage, credit, cartAttributionSnapshot().qr, Date.now())
          : undefined;
      idempotencyKey.current ??= crypto.randomUUID();
      await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        body: {
          ...values,
          campaignId,
          subAccountId,
          source,
          items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        },
      });
      idempotencyKey.current = null;
      toast.success('Your order has been submitted successfully!');
      form.reset(EMPTY_FORM);
      await clear({ silent: true }).catch(() => {});
    },
    { onError: (message) => toast.error(message) },
  );

  // In the commit that replaces the preview (a layout effect): the next keystroke lands in the live field.
  useLayoutEffect(() => {
    if (focusName && (FIELDS as string[]).includes(focusName))
      keepTyping(() => form.setFocus(focusName as keyof Values));
    if (submitOnMount) void onSubmit();
    // Once, as the live form replaces its preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <FormError message={error} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <TextField control={form.control} name="customerFirstName" label="First Name" autoComplete="given-name" />
          <TextField control={form.control} name="customerLastName" label="Last Name" autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="customerEmail" label="Email" type="email" autoComplete="email" />
        <TextField control={form.control} name="customerPhone" label="Phone (optional)" type="tel" autoComplete="tel" />
        <SubmitButton size="lg" className="w-full" pendingLabel="Placing Order...">
          Place Order
        </SubmitButton>
      </form>
    </Form>
  );
}
