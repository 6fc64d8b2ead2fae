'use client';

import type { Control } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { toDateInputValue } from '@/lib/dates';
import type { PaymentCollector } from '@/lib/contracts/order-payments';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { NO_COLLECTOR, type BulkPaymentFormValues } from '@/lib/forms/payment-form';
import { paymentMethods } from '@/lib/validation/order-payments';

const METHOD_OPTIONS = paymentMethods.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

/** The collector select's options: nobody named, then staff, then the campaign's fundraisers. */
export function collectorOptions(
  collectors: PaymentCollector[] | undefined,
  leading: ReadonlyArray<{ value: string; label: string }> = [],
) {
  return [
    ...leading,
    { value: NO_COLLECTOR, label: 'Not recorded' },
    ...(collectors ?? []).map((person) => ({
      value: String(person.userId),
      label: `${person.displayName} (${person.kind})`,
    })),
  ];
}

/** The fields an entry form starts with: today, nobody named. */
export const entryFormDefaults = (): BulkPaymentFormValues => ({
  method: 'cash',
  collectedBy: NO_COLLECTOR,
  reference: '',
  receivedOn: toDateInputValue(new Date()),
});

/** Method, collector, reference and day: what every ledger entry form asks besides the amount. */
export function PaymentEntryFields<T extends BulkPaymentFormValues>({
  control,
  collectors,
  collectorHint,
  leadingCollectorOptions,
  disabled,
}: {
  /** Either entry form's control (one order's adds the amount; the bulk bar's has only these fields). */
  control: Control<T>;
  collectors: PaymentCollector[] | undefined;
  collectorHint?: string;
  /** Choices before the people (the bulk dialog's "Each order's fundraiser"). */
  leadingCollectorOptions?: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
}) {
  const typed = control as unknown as Control<BulkPaymentFormValues>;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField control={typed} name="method" label="Method" options={METHOD_OPTIONS} disabled={disabled} />
        <TextField
          control={typed}
          name="receivedOn"
          label="Received on"
          type="date"
          max={toDateInputValue(new Date())}
        />
      </div>
      <SelectField
        control={typed}
        name="collectedBy"
        label="Collected by"
        options={collectorOptions(collectors, leadingCollectorOptions)}
        hint={collectorHint}
        disabled={disabled}
      />
      <TextField
        control={typed}
        name="reference"
        label="Reference"
        hint="Optional: a check number or a payment app's transaction id."
        autoComplete="off"
      />
    </>
  );
}
