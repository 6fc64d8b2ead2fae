'use client';

import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** A − / number / + control; never goes below 1. */
export function QuantitySelector({
  value,
  onChange,
  label = 'Quantity',
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  const clamp = (next: number) =>
    Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number.isFinite(next) ? Math.trunc(next) : MIN_QUANTITY));
  return (
    <div className="inline-flex items-center rounded-full border bg-card" role="group" aria-label={label}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Decrease quantity"
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus />
      </Button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        value={value}
        onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        className="w-12 [appearance:textfield] bg-transparent text-center font-semibold tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Increase quantity"
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus />
      </Button>
    </div>
  );
}
