'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { TextField } from '@/components/forms/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-shell';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import type { FulfilmentScope } from '@/lib/contracts/campaign-fulfilment';
import { useRecordPayment } from '@/hooks/api/order-payments';
import { ApiRequestError } from '@/lib/api-client';
import type { AdminOrderLine } from '@/lib/contracts/admin-order-detail';
import { formatCents } from '@/lib/format';
import { centsToDecimal } from '@/lib/money';
import type { PaymentCollector } from '@/lib/contracts/order-payments';
import { paymentFormSchema, paymentFormToBody, type PaymentFormValues } from '@/lib/forms/payment-form';
import { entryFormDefaults, PaymentEntryFields } from '@/components/payments/payment-entry-fields';
import { PaymentFormDialog } from '@/components/payments/payment-form-dialog';
import { ReturnedBagsFields, returnedLinesOf, type ReturnedBags } from '@/components/payments/returned-bags-fields';
import { SessionEndedNotice } from '@/components/payments/session-ended-notice';

type Props = {
  open: boolean;
  onClose: () => void;
  /** `fundraiserId`: whom the order is credited to, the collector the form starts with when they may be named. */
  order: { id: number; orderNumber: string; fundraiserId?: number | null };
  outstandingCents: number;
  collectedCents: number;
  collectors: PaymentCollector[] | undefined;
  /** Whose endpoint records it: the admin's (the default), or the captain's twin on the captain's sheet. */
  scope?: FulfilmentScope;
  /** The order's lines and total (the admin's order page): a refund may then name the bags that came back. */
  returnable?: { items: AdminOrderLine[]; totalCents: number };
};

/**
 * Record payment: the amount starts at what is outstanding; "Refund" records money given back instead. With nothing
 * left to collect the form starts as a refund, and its title and button say so, as the button that opened it does.
 */
export function RecordPaymentDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {props.open ? <RecordPaymentForm {...props} /> : null}
    </Dialog>
  );
}

function RecordPaymentForm({ onClose, order, outstandingCents, collectedCents, collectors, scope, returnable }: Props) {
  const record = useRecordPayment(order.orderNumber, scope);
  // Refunds are staff's: a captain's form records payments only.
  const refunds = scope !== 'captain';
  // Nothing left to collect (paid, or cancelled): the form starts as a refund of what was collected.
  const startAsRefund = refunds && outstandingCents === 0 && collectedCents > 0;
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onBlur',
    defaultValues: {
      amount: centsToDecimal(startAsRefund ? collectedCents : outstandingCents),
      refund: startAsRefund,
      ...entryFormDefaults(),
    },
  });
  useDefaultCollector(form, collectors, order.fundraiserId);
  const saving = form.formState.isSubmitting || record.isPending;
  const refund = useWatch({ control: form.control, name: 'refund' });
  const [returned, setReturned] = useState<ReturnedBags>({});
  const [sessionEnded, setSessionEnded] = useState(false);
  const returnedLines = refund && returnable ? returnedLinesOf(returnable.items, returned) : null;

  // Ticking returned bags sets the refund to their value (never more than was collected); it can still be changed.
  const onReturnedChange = (next: ReturnedBags) => {
    setReturned(next);
    const { valueCents } = returnedLinesOf(returnable!.items, next);
    if (valueCents > 0) form.setValue('amount', centsToDecimal(Math.min(valueCents, collectedCents)));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSessionEnded(false);
    const body = paymentFormToBody(order.id, values);
    try {
      await record.mutateAsync(
        returnedLines && returnedLines.lines.length > 0 ? { ...body, returnedLines: returnedLines.lines } : body,
      );
      onClose();
    } catch (error) {
      // The failure toast says why (e.g. more than outstanding); the dialog keeps the entries. A 401 means the
      // session ended while typing: say so here and offer to sign in again.
      if (error instanceof ApiRequestError && error.status === 401) setSessionEnded(true);
    }
  });

  return (
    <PaymentFormDialog
      form={form}
      saving={saving}
      title={refund ? 'Record refund' : 'Record payment'}
      description={`Order ${order.orderNumber}: ${formatCents(outstandingCents)} outstanding, ${formatCents(collectedCents)} collected.`}
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="amount"
          label={refund ? 'Refund amount (USD)' : 'Amount (USD)'}
          {...MONEY_INPUT}
        />
        {refunds ? (
          <FormField
            control={form.control}
            name="refund"
            render={({ field }) => (
              <FormItem hasDescription className="flex flex-wrap items-center space-y-0 gap-x-2 gap-y-1 sm:pt-7">
                <FormControl>
                  <Checkbox
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    disabled={saving}
                  />
                </FormControl>
                <FormLabel>Refund</FormLabel>
                <FormDescription className="basis-full">Money given back to the buyer.</FormDescription>
              </FormItem>
            )}
          />
        ) : null}
      </div>
      {refund && returnable && returnable.items.length > 0 ? (
        <ReturnedBagsFields
          items={returnable.items}
          returned={returned}
          onChange={onReturnedChange}
          totalCents={returnable.totalCents}
          disabled={saving}
        />
      ) : null}
      <PaymentEntryFields control={form.control} collectors={collectors} disabled={saving} />
      {sessionEnded ? <SessionEndedNotice /> : null}
      <DialogActions
        label={refund ? 'Record refund' : 'Record payment'}
        busy={saving}
        onCancel={onClose}
        keepFieldFocus
      />
    </PaymentFormDialog>
  );
}

/**
 * The money for a fundraiser's order is usually in that fundraiser's hands (issue 26): once the collectors have loaded,
 * the form names them unless someone already chose.
 */
function useDefaultCollector(
  form: UseFormReturn<PaymentFormValues>,
  collectors: PaymentCollector[] | undefined,
  fundraiserId: number | null | undefined,
) {
  useEffect(() => {
    if (!fundraiserId || form.getFieldState('collectedBy').isDirty) return;
    if (collectors?.some((person) => person.userId === fundraiserId)) {
      form.setValue('collectedBy', String(fundraiserId));
    }
  }, [form, collectors, fundraiserId]);
}
