'use client';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import { paymentStatuses, type OrderStatus, type PaymentStatus } from '@/lib/validation/admin-orders';

/** Order or payment statuses as select options, with their labels. */
export const statusOptions = (values: readonly (OrderStatus | PaymentStatus)[]) =>
  values.map((value) => ({ value, label: STATUS_LABELS[value] }));

/**
 * The payment statuses a select may set. Paid and Refunded move money, so they go through the payment dialog
 * ("Record payment": method, collector, amount) instead; the API still accepts them (spec admin.md).
 */
export const CHOOSABLE_PAYMENT_STATUSES = paymentStatuses.filter(
  (status) => status !== 'paid' && status !== 'refunded',
);

/** The selects' empty value: shown as N/A, and choosing it changes nothing (spec section 2). */
const NONE = '__none__';
/** The value of the select's action item (e.g. "Record payment…"): choosing it opens a dialog, never a status. */
const ACTION = '__action__';

export type StatusSelectAction = { label: string; onSelect: () => void };

/**
 * An order's status or payment status, changed right in the table. A current value that cannot be chosen (Paid) is
 * shown but disabled; an action item opens what replaces it.
 */
export function StatusSelect<S extends OrderStatus | PaymentStatus>({
  label,
  value,
  options,
  disabled,
  onChange,
  action,
}: {
  label: string;
  value: S | null | undefined;
  options: readonly S[];
  disabled: boolean;
  onChange: (value: S) => void;
  action?: StatusSelectAction;
}) {
  const known = value ?? NONE;
  const shownOnly = value && !options.includes(value) ? value : null;
  return (
    <Select
      value={known}
      disabled={disabled}
      onValueChange={(next) => {
        if (next === ACTION) return action?.onSelect();
        // N/A is the empty value: choosing it does nothing.
        const chosen = options.find((option) => option === next);
        if (chosen && chosen !== known) onChange(chosen);
      }}
    >
      <SelectTrigger aria-label={label} className="w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>N/A</SelectItem>
        {shownOnly ? (
          <SelectItem value={shownOnly} disabled>
            {STATUS_LABELS[shownOnly]}
          </SelectItem>
        ) : null}
        <SelectOptions options={statusOptions(options)} />
        {action ? <SelectItem value={ACTION}>{action.label}</SelectItem> : null}
      </SelectContent>
    </Select>
  );
}
