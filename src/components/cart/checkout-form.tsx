'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { usePlaceOrder } from '@/hooks/api/shop';
import { checkoutFormSchema } from '@/lib/validation/orders';
import { useCart } from './cart-provider';

type Values = z.input<typeof checkoutFormSchema>;
type Output = z.output<typeof checkoutFormSchema>;

const EMPTY_FORM: Values = { customerFirstName: '', customerLastName: '', customerEmail: '', customerPhone: '' };

/** Checkout: contact details plus the cart; on a fundraiser page the order carries the campaign and fundraiser. */
export function CheckoutForm({ campaignId, subAccountId }: { campaignId?: number; subAccountId?: number }) {
  const { lines, clear } = useCart();
  const placeOrder = usePlaceOrder();
  // One key per intended order: a double click or a retry after a network error cannot create a second order.
  const idempotencyKey = useRef<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onBlur',
    defaultValues: EMPTY_FORM,
  });

  const { error, onSubmit } = useServerSubmit(
    form,
    async (values, { setError }) => {
      if (lines.length === 0) {
        setError('Your cart is empty.');
        return;
      }
      idempotencyKey.current ??= crypto.randomUUID();
      await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        body: {
          ...values,
          campaignId,
          subAccountId,
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

  return (
    <section aria-labelledby="checkout-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="checkout-heading" className="text-xl font-semibold">
        Checkout
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        No payment online: we will contact you to arrange local delivery or a meetup.
      </p>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <FormError message={error} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <TextField control={form.control} name="customerFirstName" label="First Name" autoComplete="given-name" />
            <TextField control={form.control} name="customerLastName" label="Last Name" autoComplete="family-name" />
          </div>
          <TextField control={form.control} name="customerEmail" label="Email" type="email" autoComplete="email" />
          <TextField
            control={form.control}
            name="customerPhone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
          />
          <SubmitButton size="lg" className="w-full" pendingLabel="Placing Order...">
            Place Order
          </SubmitButton>
        </form>
      </Form>
    </section>
  );
}
