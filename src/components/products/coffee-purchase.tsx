'use client';

import { useId, useState } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { QuantitySelector } from '@/components/products/quantity-selector';
import { centsPerOunce, grindLabel } from '@/lib/coffee/options';
import { formatCents } from '@/lib/format';

/** An option as the picker needs it (the catalogue's, without anything else). */
export type PickerOption = { id: number; grind: string; size: string; sizeGrams: number; priceCents: number };

const selectClass =
  'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * Grind and bag size for one coffee (issue 28), the default (first) option preselected, its price and price per
 * ounce, and Add to Cart for that option. Native selects: labelled, keyboard-reachable, no extra script.
 */
export function CoffeePurchase({
  productId,
  productName,
  options,
  campaignId,
  withQuantity = false,
  size = 'sm',
}: {
  productId: number;
  productName: string;
  options: PickerOption[];
  campaignId?: number;
  withQuantity?: boolean;
  size?: 'sm' | 'lg';
}) {
  const id = useId();
  const [chosen, setChosen] = useState(options[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const option = options.find((each) => each.id === chosen) ?? options[0];
  if (!option) return <p className="text-sm font-medium text-muted-foreground">Sold out</p>;

  const grinds = [...new Set(options.map((each) => each.grind))];
  const sizes = options.filter((each) => each.grind === option.grind);
  const pickGrind = (grind: string) =>
    setChosen(
      (options.find((each) => each.grind === grind && each.size === option.size) ??
        options.find((each) => each.grind === grind))!.id,
    );
  const perOunce = centsPerOunce(option.priceCents, option.sizeGrams);

  return (
    <div className="grid w-full gap-3">
      <div className="grid grid-cols-2 gap-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-grind`} className="text-xs font-medium text-muted-foreground">
            Grind
          </label>
          <select
            id={`${id}-grind`}
            value={option.grind}
            onChange={(event) => pickGrind(event.target.value)}
            className={selectClass}
            aria-label={`Grind of ${productName}`}
          >
            {grinds.map((grind) => (
              <option key={grind} value={grind}>
                {grindLabel(grind)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-size`} className="text-xs font-medium text-muted-foreground">
            Bag size
          </label>
          <select
            id={`${id}-size`}
            value={option.id}
            onChange={(event) => setChosen(Number(event.target.value))}
            className={selectClass}
            aria-label={`Bag size of ${productName}`}
          >
            {sizes.map((each) => (
              <option key={each.id} value={each.id}>
                {each.size}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm" aria-live="polite">
        <span className="font-semibold tabular-nums">{formatCents(option.priceCents)}</span>
        {perOunce !== null ? <span className="text-muted-foreground"> · {formatCents(perOunce)} per oz</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {withQuantity ? (
          <QuantitySelector value={quantity} onChange={setQuantity} label={`Quantity of ${productName}`} />
        ) : null}
        <AddToCartButton
          size={size}
          productId={productId}
          optionId={option.id}
          productName={`${productName}, ${grindLabel(option.grind)}, ${option.size}`}
          quantity={quantity}
          campaignId={campaignId}
        />
      </div>
    </div>
  );
}
