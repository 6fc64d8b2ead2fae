'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MONEY_INPUT } from '@/components/forms/money-input';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-shell';
import { useRecordFundraiserPayment } from '@/hooks/api/fundraiser-payments';
import { formatCents } from '@/lib/format';
import { AMOUNT_FORM_INVALID, METHOD_REQUIRED } from '@/lib/forms/payment-form';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import { text } from '@/lib/validation/common';
import { paymentMethods } from '@/lib/validation/order-payments';
import { PaymentFormDialog } from './payment-form-dialog';

const METHOD_OPTIONS = paymentMethods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** More than is owed: the server refuses it too (400), this says so before sending. */
export const amountOverOwed = (outstandingCents: number) =>
  `Enter at most ${formatCents(outstandingCents)}: that is what the buyer still owes.`;

const fundraiserPaymentFormSchema = (outstandingCents: number) =>
  z.object({
    amount: text({ error: AMOUNT_FORM_INVALID })
      .refine((value) => (decimalToCents(value) ?? 0) > 0, AMOUNT_FORM_INVALID)
      .refine((value) => (decimalToCents(value) ?? 0) <= outstandingCents, amountOverOwed(outstandingCents)),
    method: z.enum(paymentMethods, { error: METHOD_REQUIRED }),
  });
type Values = z.input<ReturnType<typeof fundraiserPaymentFormSchema>>;

type Props = {
  open: boolean;
  onClose: () => void;
  order: { orderId: number; orderNumber: string; customerName: string; outstandingCents: number };
};

/**
 * "Record cash I received": the fundraiser says how much a buyer handed them and how (the amount starts at what is
 * owed). It goes on the order's ledger with the fundraiser as collector; the captain and staff see it.
 */
export function FundraiserPaymentDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {props.open ? <FundraiserPaymentForm {...props} /> : null}
    </Dialog>
  );
}

function FundraiserPaymentForm({ onClose, order }: Props) {
  const record = useRecordFundraiserPayment(order.orderNumber);
  const form = useForm<Values>({
    resolver: zodResolver(fundraiserPaymentFormSchema(order.outstandingCents)),
    mode: 'onBlur',
    defaultValues: { amount: centsToDecimal(order.outstandingCents), method: 'cash' },
  });
  const saving = form.formState.isSubmitting || record.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync({
        orderId: order.orderId,
        amountCents: decimalToCents(values.amount) ?? 0,
        method: values.method,
      });
      onClose();
    } catch {
      // The failure toast says why; the dialog keeps what was typed.
    }
  });

  return (
    <PaymentFormDialog
      form={form}
      saving={saving}
      title="Record cash I received"
      description={`Order ${order.orderNumber} from ${order.customerName}: ${formatCents(order.outstandingCents)} owed. Record only money you have in hand; you are recorded as the one who collected it.`}
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={form.control} name="amount" label="Amount received (USD)" {...MONEY_INPUT} />
        <SelectField control={form.control} name="method" label="How they paid" options={METHOD_OPTIONS} />
      </div>
      <DialogActions label="Record payment" busy={saving} onCancel={onClose} keepFieldFocus />
    </PaymentFormDialog>
  );
}
