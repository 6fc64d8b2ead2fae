'use client';

import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@/lib/validation/cart';
import { formatCents } from '@/lib/format';
import type { BoothItem } from './booth-types';

/** One big − / + stepper per coffee option of the campaign. */
export function BoothSteppers({
  items,
  counts,
  onChange,
}: {
  items: BoothItem[];
  counts: Record<string, number>;
  onChange: (key: string, quantity: number) => void;
}) {
  if (items.length === 0) return <p className="mt-5 text-sm">This campaign sells no coffee: record gifts only.</p>;
  return (
    <section aria-labelledby="booth-coffee" className="mt-6">
      <h2 id="booth-coffee" className="text-base font-semibold">
        Coffee
      </h2>
      <ul className="mt-2 space-y-2">
        {items.map((item) => {
          const quantity = counts[item.key] ?? 0;
          const label = item.option ? `${item.name} (${item.option})` : item.name;
          return (
            <li
              key={item.key}
              className="flex items-center gap-2 rounded-xl border border-input bg-card p-2 pl-3 data-[on=true]:border-primary"
              data-on={quantity > 0}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere">{item.name}</p>
                <p className="text-sm wrap-anywhere text-muted-foreground">
                  {item.option ? `${item.option} · ` : ''}
                  {formatCents(item.priceCents)}
                </p>
              </div>
              <button
                type="button"
                aria-label={`One less ${label}`}
                disabled={quantity === 0}
                onClick={() => onChange(item.key, quantity - 1)}
                className="grid size-12 shrink-0 place-items-center rounded-full border border-input bg-background disabled:opacity-40"
              >
                <Minus className="size-5" aria-hidden="true" />
              </button>
              <output aria-label={`Bags of ${label}`} className="w-7 text-center text-xl font-semibold tabular-nums">
                {quantity}
              </output>
              <button
                type="button"
                aria-label={`One more ${label}`}
                disabled={quantity >= MAX_LINE_QUANTITY}
                onClick={() => onChange(item.key, quantity + 1)}
                className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground disabled:opacity-40"
              >
                <Plus className="size-5" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
