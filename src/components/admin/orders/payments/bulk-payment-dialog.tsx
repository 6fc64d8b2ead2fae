'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-shell';
import {
  useBulkPayments,
  useBulkPaymentsPreview,
  usePaymentCollectors,
  type BulkPaymentsTarget,
} from '@/hooks/api/order-payments';
import { formatCents } from '@/lib/format';
import { bulkPaymentFormSchema, paymentFormToEntry, type BulkPaymentFormValues } from '@/lib/forms/payment-form';
import { entryFormDefaults, PaymentEntryFields } from '@/components/payments/payment-entry-fields';
import { PaymentFormDialog } from '@/components/payments/payment-form-dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  /** The selected orders, or every order matching the list's filters. */
  target: BulkPaymentsTarget;
  /** How many orders the selection holds. */
  chosen: number;
};

/** The collector select's value for "each order's own fundraiser" (the API's `collector: 'fundraiser'`). */
const EACH_FUNDRAISER = 'fundraiser';

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'order' : 'orders'}`;

/**
 * "Mark these orders paid in cash": each selected (or matching) order's outstanding amount, as one entry, credited by
 * default to each order's fundraiser. Before submitting it says what it will record ("19 orders, $1,326.00").
 */
export function BulkPaymentDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {props.open ? <BulkPaymentForm {...props} /> : null}
    </Dialog>
  );
}

function BulkPaymentForm({ onClose, onDone, target, chosen }: Props) {
  const bulk = useBulkPayments();
  const preview = useBulkPaymentsPreview(target);
  // Named collectors need the orders' shared campaign: a page's ids say which; "all matching" offers staff only.
  const collectors = usePaymentCollectors({ orderIds: target.orderIds ?? [] });
  const form = useForm<BulkPaymentFormValues>({
    resolver: zodResolver(bulkPaymentFormSchema),
    mode: 'onBlur',
    defaultValues: { ...entryFormDefaults(), collectedBy: EACH_FUNDRAISER },
  });
  const saving = form.formState.isSubmitting || bulk.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    const eachFundraiser = values.collectedBy === EACH_FUNDRAISER;
    const entry = paymentFormToEntry(eachFundraiser ? { ...values, collectedBy: '' } : values);
    try {
      await bulk.mutateAsync({ ...target, ...entry, ...(eachFundraiser ? { collector: 'fundraiser' as const } : {}) });
      onDone();
    } catch {
      // The failure toast says why; the dialog keeps the entries.
    }
  });
  const summary = preview.data
    ? `${count(preview.data.orders)}, ${formatCents(preview.data.totalCents)}`
    : preview.isError
      ? 'The total could not be worked out.'
      : 'Working out the total…';

  return (
    <PaymentFormDialog
      form={form}
      saving={saving}
      description={`Records the outstanding amount of each of the ${count(chosen)} selected as paid. Cancelled and fully paid orders are skipped.`}
      onSubmit={onSubmit}
    >
      <p className="rounded-lg border bg-muted/30 p-3 text-sm" aria-live="polite">
        <span className="text-muted-foreground">To record: </span>
        <span className="font-semibold tabular-nums">{summary}</span>
      </p>
      <PaymentEntryFields
        control={form.control}
        collectors={collectors.data?.collectors}
        leadingCollectorOptions={[{ value: EACH_FUNDRAISER, label: 'Each order’s fundraiser' }]}
        collectorHint={
          collectors.data && collectors.data.campaignId === null
            ? 'Each order’s fundraiser, or staff: the orders do not share one campaign.'
            : 'Each order’s fundraiser, staff, or a fundraiser of the orders’ campaign.'
        }
        disabled={saving}
      />
      <DialogActions
        label={preview.data ? `Record ${count(preview.data.orders)}` : 'Record payments'}
        busy={saving}
        onCancel={onClose}
        keepFieldFocus
      />
    </PaymentFormDialog>
  );
}
