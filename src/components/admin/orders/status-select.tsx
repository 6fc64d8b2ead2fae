'use client';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';

/** The selects' empty value: shown as N/A, and choosing it changes nothing (spec section 2). */
const NONE = '__none__';

/** An order's status or payment status, changed right in the table. */
export function StatusSelect<S extends OrderStatus | PaymentStatus>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: S | null | undefined;
  options: readonly S[];
  disabled: boolean;
  onChange: (value: S) => void;
}) {
  const known = value && options.includes(value) ? value : NONE;
  return (
    <Select
      value={known}
      disabled={disabled}
      onValueChange={(next) => {
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
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {STATUS_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
