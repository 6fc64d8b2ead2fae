'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-shell';
import { useBulkPayments, usePaymentCollectors } from '@/hooks/api/order-payments';
import { bulkPaymentFormSchema, paymentFormToEntry, type BulkPaymentFormValues } from '@/lib/forms/payment-form';
import { entryFormDefaults, PaymentEntryFields } from '@/components/payments/payment-entry-fields';
import { PaymentFormDialog } from '@/components/payments/payment-form-dialog';

type Props = { open: boolean; onClose: () => void; onDone: () => void; orderIds: number[] };

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'order' : 'orders'}`;

/** "Mark these orders paid in cash, collected by Sofia": each selected order's outstanding amount, as one entry. */
export function BulkPaymentDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      {props.open ? <BulkPaymentForm {...props} /> : null}
    </Dialog>
  );
}

function BulkPaymentForm({ onClose, onDone, orderIds }: Props) {
  const bulk = useBulkPayments();
  const collectors = usePaymentCollectors({ orderIds });
  const form = useForm<BulkPaymentFormValues>({
    resolver: zodResolver(bulkPaymentFormSchema),
    mode: 'onBlur',
    defaultValues: entryFormDefaults(),
  });
  const saving = form.formState.isSubmitting || bulk.isPending;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await bulk.mutateAsync({ orderIds, ...paymentFormToEntry(values) });
      onDone();
    } catch {
      // The failure toast says why; the dialog keeps the entries.
    }
  });

  return (
    <PaymentFormDialog
      form={form}
      saving={saving}
      description={`Records the outstanding amount of each of the ${count(orderIds.length)} selected as paid. Cancelled and fully paid orders are skipped.`}
      onSubmit={onSubmit}
    >
      <PaymentEntryFields
        control={form.control}
        collectors={collectors.data?.collectors}
        collectorHint={
          collectors.data && collectors.data.campaignId === null
            ? 'Staff only: the selected orders do not share one campaign.'
            : 'Staff, or a fundraiser of the orders’ campaign.'
        }
        disabled={saving}
      />
      <DialogActions label={`Record ${count(orderIds.length)}`} busy={saving} onCancel={onClose} keepFieldFocus />
    </PaymentFormDialog>
  );
}
