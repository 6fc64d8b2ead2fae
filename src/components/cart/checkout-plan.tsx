'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PickupChoiceFields } from '@/components/order-page/pickup-choice-fields';
import { QueryProvider } from '@/components/providers/query-provider';
import { Button } from '@/components/ui/button';
import { useCheckoutPlan, type PlanSource } from '@/hooks/api/checkout-plan';
import type { CartAttribution } from '@/lib/cart/attribution';
import { formatCents } from '@/lib/format';
import { deadlineText } from '@/lib/plan/deadline';
import { paymentInstructionLines } from '@/lib/plan/payment-text';
import { isFull } from '@/lib/plan/pickup-text';
import {
  cartAttributionSnapshot,
  serverCartAttributionSnapshot,
  subscribeCartAttribution,
} from './cart-attribution-store';

/** What the checkout's submit needs from the plan: the choice, whether one is required, and a way to reload it. */
export type PlanState = {
  pickupOptionId: number | null;
  required: boolean;
  loading: boolean;
  /** Shows the options as they are now (after a full option or a closed campaign was refused). */
  reload: () => void;
  /** Marks the choice as missing and moves focus to it. */
  showRequired: (message: string) => void;
};

type Place = { sourcePage?: 'fundraiser' | 'campaign'; pickFrom?: number[] };

/**
 * Whose plan the order will follow, read as the order's credit will be (src/lib/cart/order-credit.ts): the page's
 * fundraiser or campaign, else the standing pick's campaign (by its page), else the shop's own.
 */
function planSource(place: Place, attribution: CartAttribution, params: Record<string, unknown>): PlanSource {
  if (place.sourcePage === 'fundraiser' && typeof params.fundraiserSlug === 'string')
    return { kind: 'fundraiser', fundraiserSlug: params.fundraiserSlug };
  if (place.pickFrom && typeof params.campaignSlug === 'string')
    return { kind: 'campaign', campaignSlug: params.campaignSlug };
  const pick = attribution.pick;
  if (!pick) return { kind: 'shop' };
  const slug = pick.campaignPath?.replace(/^\/campaigns\//, '');
  return slug ? { kind: 'campaign', campaignSlug: slug } : { kind: 'unknown' };
}

type Props = Place & {
  totalCents: number;
  onState: (state: PlanState) => void;
};

/**
 * Before Place Order: where to pick up (a required choice when the campaign or the shop has options; full ones
 * disabled), what the buyer pays at pickup and how. Loaded with the checkout's code, never in a page's first load.
 */
export function CheckoutPlan(props: Props) {
  return (
    <QueryProvider>
      <PlanBlock {...props} />
    </QueryProvider>
  );
}

function PlanBlock({ sourcePage, pickFrom, totalCents, onState }: Props) {
  const attribution = useSyncExternalStore(
    subscribeCartAttribution,
    cartAttributionSnapshot,
    serverCartAttributionSnapshot,
  );
  const source = planSource({ sourcePage, pickFrom }, attribution, useParams() ?? {});
  const { data, error, retry } = useCheckoutPlan(source);
  const [choice, setChoice] = useState<number | null>(null);
  const [pickupError, setPickupError] = useState<string | null>(null);
  const options = data?.pickupOptions ?? [];
  const chosen = options.find((option) => option.id === choice && !isFull(option))?.id ?? null;

  useEffect(() => {
    onState({
      pickupOptionId: chosen,
      required: options.length > 0,
      loading: !data && !error,
      reload: retry,
      showRequired: (message) => {
        setPickupError(message);
        document.querySelector<HTMLInputElement>('input[name="pickupOptionId"]:not(:disabled)')?.focus();
      },
    });
  });

  if (error)
    return (
      <div className="space-y-4">
        <div className="rounded-lg border border-destructive/40 p-3 text-sm" role="alert">
          <p>Pickup options could not load.</p>
          <Button type="button" variant="outline" className="mt-2 h-11" onClick={retry}>
            Try again
          </Button>
        </div>
        <PayBlock totalCents={totalCents} lines={[]} closing={null} />
      </div>
    );
  if (!data)
    return (
      <p className="text-sm text-muted-foreground" aria-busy="true">
        Loading pickup and payment details…
      </p>
    );

  const payLines = paymentInstructionLines(data.paymentInstructions);
  const closing = deadlineText(data.orderDeadline);
  const allFull = options.length > 0 && options.every(isFull);
  return (
    <div className="space-y-4" data-testid="checkout-plan">
      {options.length > 0 ? (
        <PickupChoiceFields
          legend="Where will you pick up your order?"
          options={options}
          value={chosen}
          onChange={(id) => {
            setChoice(id);
            setPickupError(null);
          }}
          error={pickupError}
          errorId="checkout-pickup-error"
        />
      ) : null}
      {allFull ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          Every pickup option is full. Please contact us to arrange your order.
        </p>
      ) : null}
      <PayBlock totalCents={totalCents} lines={payLines} closing={closing} />
    </div>
  );
}

/** "You pay $X at pickup", how, and the deadline. */
function PayBlock({ totalCents, lines, closing }: { totalCents: number; lines: string[]; closing: string | null }) {
  return (
    <div className="rounded-lg bg-secondary px-3 py-3 text-sm" data-testid="checkout-pay">
      <p className="text-base font-semibold">You pay {formatCents(totalCents)} at pickup</p>
      <p className="text-muted-foreground">No payment online.</p>
      {lines.length > 0 ? (
        <ul className="mt-2 space-y-0.5 break-words">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {closing ? <p className="mt-2 text-muted-foreground">{closing}</p> : null}
    </div>
  );
}
