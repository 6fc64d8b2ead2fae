'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { checkoutFormSchema } from '@/lib/validation/orders';
import { useCart } from './cart-provider';

type Values = z.input<typeof checkoutFormSchema>;
type Output = z.output<typeof checkoutFormSchema>;

const EMPTY_FORM: Values = { customerFirstName: '', customerLastName: '', customerEmail: '', customerPhone: '' };

/** Checkout: contact details plus the cart; on a fundraiser page the order carries the campaign and fundraiser. */
export function CheckoutForm({ campaignId, subAccountId }: { campaignId?: number; subAccountId?: number }) {
  const { lines, clear } = useCart();
  const [error, setError] = useState<string | null>(null);
  // One key per intended order: a double click or a retry after a network error cannot create a second order.
  const idempotencyKey = useRef<string | null>(null);
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(checkoutFormSchema), mode: 'onBlur', defaultValues: EMPTY_FORM });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: Output) => {
    setError(null);
    if (lines.length === 0) {
      setError('Your cart is empty.');
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      await apiFetch('/_api/products/order', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey.current },
        body: JSON.stringify({
          ...values,
          campaignId,
          subAccountId,
          items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        }),
        fallbackError: 'An unexpected error occurred.',
      });
      idempotencyKey.current = null;
      toast.success('Your order has been submitted successfully!');
      form.reset(EMPTY_FORM);
      await clear({ silent: true }).catch(() => {});
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : 'An unexpected error occurred.';
      setError(message);
      toast.error(message);
    }
  };

  return (
    <section aria-labelledby="checkout-heading" className="rounded-2xl border bg-card p-5 shadow-sm">
      <h2 id="checkout-heading" className="text-xl font-semibold">
        Checkout
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">No payment online: we will contact you to arrange local delivery or a meetup.</p>
      <form onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate className="mt-5 space-y-4">
        <FormError message={error} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <FormField id="checkout-first-name" label="First Name" error={errors.customerFirstName?.message}>
            <Input {...fieldA11y('checkout-first-name', errors.customerFirstName?.message)} autoComplete="given-name" {...form.register('customerFirstName')} />
          </FormField>
          <FormField id="checkout-last-name" label="Last Name" error={errors.customerLastName?.message}>
            <Input {...fieldA11y('checkout-last-name', errors.customerLastName?.message)} autoComplete="family-name" {...form.register('customerLastName')} />
          </FormField>
        </div>
        <FormField id="checkout-email" label="Email" error={errors.customerEmail?.message}>
          <Input {...fieldA11y('checkout-email', errors.customerEmail?.message)} type="email" autoComplete="email" {...form.register('customerEmail')} />
        </FormField>
        <FormField id="checkout-phone" label="Phone (optional)" error={errors.customerPhone?.message}>
          <Input {...fieldA11y('checkout-phone', errors.customerPhone?.message)} type="tel" autoComplete="tel" {...form.register('customerPhone')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Placing Order...' : 'Place Order'}
        </Button>
      </form>
    </section>
  );
}
