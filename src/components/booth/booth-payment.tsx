'use client';

import { useId } from 'react';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import type { PaymentMethod } from '@/lib/validation/order-payments';

/** The methods a booth takes, as big buttons: what a table sees (Zelle, PayPal and card readers go under Other). */
export const BOOTH_METHODS = ['cash', 'check', 'venmo', 'other'] as const satisfies readonly PaymentMethod[];
export type BoothMethod = (typeof BOOTH_METHODS)[number];

/** The gift, the payment method and whether the bags leave with the buyer now. */
export function BoothPayment({
  gift,
  giftError,
  onGift,
  method,
  onMethod,
  handedOut,
  onHandedOut,
}: {
  gift: string;
  giftError: string | null;
  onGift: (value: string) => void;
  method: BoothMethod;
  onMethod: (method: BoothMethod) => void;
  handedOut: boolean;
  onHandedOut: (value: boolean) => void;
}) {
  const giftId = useId();
  const giftHelp = useId();
  const switchLabel = useId();
  return (
    <>
      <label htmlFor={giftId} className="mt-6 block text-base font-semibold">
        Gift for the team ($, optional)
      </label>
      <input
        id={giftId}
        value={gift}
        onChange={(event) => onGift(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        aria-invalid={giftError ? true : undefined}
        aria-describedby={giftHelp}
        className="mt-1 h-12 w-full rounded-xl border border-input bg-card px-3 text-lg aria-invalid:border-destructive"
      />
      <p id={giftHelp} className={giftError ? 'mt-1 text-sm text-destructive' : 'mt-1 text-sm text-muted-foreground'}>
        {giftError ?? 'Whole dollars, on top of the coffee.'}
      </p>

      <fieldset className="mt-5 min-w-0">
        <legend className="text-base font-semibold">Paid by</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
          {BOOTH_METHODS.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-input bg-card px-2 font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="booth-method"
                value={value}
                checked={method === value}
                onChange={() => onMethod(value)}
                className="sr-only"
              />
              {PAYMENT_METHOD_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5 flex items-center justify-between gap-3 rounded-xl border border-input bg-card p-3">
        <div className="min-w-0">
          <p id={switchLabel} className="font-semibold">
            Handed over now
          </p>
          <p className="text-sm text-muted-foreground">
            {handedOut ? 'The buyer takes the bags with them.' : 'The bags are picked up later.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={handedOut}
          aria-labelledby={switchLabel}
          onClick={() => onHandedOut(!handedOut)}
          className="group grid h-12 w-16 shrink-0 place-items-center rounded-full"
        >
          <span
            aria-hidden="true"
            className="relative h-8 w-14 rounded-full bg-muted-foreground/40 transition-colors group-aria-checked:bg-primary"
          >
            <span className="absolute top-1 left-1 size-6 rounded-full bg-background shadow transition-transform group-aria-checked:translate-x-6" />
          </span>
        </button>
      </div>
    </>
  );
}
