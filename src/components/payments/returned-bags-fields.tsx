'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AdminOrderLine } from '@/lib/contracts/admin-order-detail';
import { formatCents } from '@/lib/format';
import { decimalToCents } from '@/lib/money';

/** Returned quantities by order line id, as typed ('' or '0' for none). */
export type ReturnedBags = Record<number, string>;

/** The returned bags as the API takes them (`returnedLines`), and their value at the price each line was sold at. */
export function returnedLinesOf(items: AdminOrderLine[], returned: ReturnedBags) {
  const lines = items
    .map((item) => ({ item, quantity: Number(returned[item.id] ?? '0') }))
    .filter(({ item, quantity }) => Number.isInteger(quantity) && quantity > 0 && quantity <= item.quantity);
  const valueCents = lines.reduce(
    (sum, { item, quantity }) => sum + (decimalToCents(item.unitPrice) ?? 0) * quantity,
    0,
  );
  return { lines: lines.map(({ item, quantity }) => ({ orderItemId: item.id, quantity })), valueCents };
}

/**
 * A refund's "Returned bags" (issue 26): how many of each line came back. They come off the order with the refund,
 * and the new total is shown as they are ticked.
 */
export function ReturnedBagsFields({
  items,
  returned,
  onChange,
  totalCents,
  disabled,
}: {
  items: AdminOrderLine[];
  returned: ReturnedBags;
  onChange: (next: ReturnedBags) => void;
  totalCents: number;
  disabled?: boolean;
}) {
  const id = useId();
  const { valueCents } = returnedLinesOf(items, returned);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Returned bags (optional)</legend>
      <p className="text-xs text-muted-foreground">
        Bags the buyer gave back come off the order, so what is owed drops with the refund.
      </p>
      {items.map((item) => (
        <div key={item.id} className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-${item.id}`} className="min-w-0 font-normal break-words">
            {item.productName}{' '}
            <span className="text-muted-foreground">
              ({item.quantity} on the order, {formatCents(decimalToCents(item.unitPrice) ?? 0)} each)
            </span>
          </Label>
          <Input
            id={`${id}-${item.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.quantity}
            className="w-20 shrink-0"
            value={returned[item.id] ?? '0'}
            onChange={(event) => onChange({ ...returned, [item.id]: event.target.value })}
            disabled={disabled}
          />
        </div>
      ))}
      {valueCents > 0 ? (
        <p className="text-sm font-medium" aria-live="polite">
          New total: {formatCents(totalCents - valueCents)} (was {formatCents(totalCents)}); the returned bags are worth{' '}
          {formatCents(valueCents)}.
        </p>
      ) : null}
    </fieldset>
  );
}
