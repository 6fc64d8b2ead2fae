'use client';

import { Check } from 'lucide-react';
import type { BoothSeller } from './booth-types';

/** The sellers on shift as big tap targets; none picked credits the sale to the team. */
export function BoothSellers({
  sellers,
  selected,
  onToggle,
}: {
  sellers: BoothSeller[];
  selected: number[];
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className="mt-5 min-w-0">
      <legend className="text-base font-semibold">Sellers on shift</legend>
      <p className="text-sm text-muted-foreground">
        {selected.length === 0
          ? 'None picked: sales are credited to the team.'
          : selected.length === 1
            ? 'Sales are credited to this seller.'
            : `Sales are split equally across these ${selected.length} sellers.`}
      </p>
      {sellers.length === 0 ? (
        <p className="mt-2 text-sm">This campaign has no sellers yet: sales go to the team.</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
          {sellers.map((seller) => {
            const on = selected.includes(seller.id);
            return (
              <li key={seller.id} className="min-w-0">
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-input bg-card px-3 py-2 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-ring">
                  <input type="checkbox" className="peer sr-only" checked={on} onChange={() => onToggle(seller.id)} />
                  <span
                    aria-hidden="true"
                    className="grid size-6 shrink-0 place-items-center rounded-md border border-input bg-background peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground"
                  >
                    {on ? <Check className="size-4" /> : null}
                  </span>
                  <span className="min-w-0 font-medium wrap-anywhere">{seller.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
