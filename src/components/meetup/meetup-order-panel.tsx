'use client';

import { ArrowLeft, CheckCircle2, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { MeetupOrder } from '@/lib/contracts/meetup';
import { formatCents } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import type { PaymentMethod } from '@/lib/validation/order-payments';

/** The methods offered at the table, the most common first. */
const METHODS: PaymentMethod[] = ['cash', 'venmo', 'zelle', 'check', 'paypal', 'card_reader', 'other'];

export type CollectRequest = { amountCents: number; method: PaymentMethod; handOutUnpaid?: boolean };

/**
 * One order at the table: its bags and money, a method choice (cash first) and one big button: "Collect $X and hand
 * out", or "Hand out" when it is paid. Handing out unpaid bags asks first. A handed-out order offers Undo.
 */
export function MeetupOrderPanel({
  order,
  busy,
  onCollect,
  onUndo,
  onBack,
}: {
  order: MeetupOrder;
  busy: boolean;
  onCollect: (request: CollectRequest) => void;
  onUndo: () => void;
  onBack: () => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [confirmUnpaid, setConfirmUnpaid] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order.id]);
  const due = order.outstandingCents;

  return (
    <section aria-labelledby="order-heading" className="rounded-2xl border bg-card p-4 shadow-sm">
      <Button type="button" variant="ghost" className="-ml-2 h-11" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to the list
      </Button>
      <h2 id="order-heading" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-semibold wrap-anywhere">
        {order.buyerName}
      </h2>
      <p className="text-sm text-muted-foreground">
        {order.orderNumber}
        {order.fundraiserName ? ` · supports ${order.fundraiserName}` : ''}
        {order.pickupOption ? ` · ${order.pickupOption.name}` : ''}
      </p>

      <h3 className="mt-4 text-sm font-semibold text-muted-foreground uppercase">
        {order.bagCount} {order.bagCount === 1 ? 'bag' : 'bags'}
      </h3>
      <ul className="mt-1 space-y-1 text-lg">
        {order.bags.map((bag) => (
          <li key={bag.name} className="flex justify-between gap-3">
            <span className="wrap-anywhere">{bag.name}</span>
            <span className="font-semibold tabular-nums">× {bag.quantity}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['Total', order.totalCents],
            ['Paid', order.collectedCents],
            ['Due', due],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="rounded-xl bg-muted p-2">
            <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>

      {order.handedOut ? (
        <div className="mt-4 space-y-3">
          <p className="flex items-center gap-2 text-lg font-semibold text-green-800" role="status">
            <CheckCircle2 className="size-6" aria-hidden="true" />
            Handed out
          </p>
          {order.undoable ? (
            <Button type="button" variant="outline" className="h-12 w-full text-base" disabled={busy} onClick={onUndo}>
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          ) : null}
        </div>
      ) : order.orderStatus === 'cancelled' ? (
        <p className="mt-4 font-semibold text-destructive">This order is cancelled: don&apos;t hand it out.</p>
      ) : (
        <div className="mt-4 space-y-3">
          {due > 0 ? (
            <fieldset>
              <legend className="text-sm font-semibold">How they pay</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 min-[360px]:grid-cols-3">
                {METHODS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
                  >
                    <input
                      type="radio"
                      name="meetup-method"
                      value={value}
                      checked={method === value}
                      onChange={() => setMethod(value)}
                      className="sr-only"
                    />
                    {PAYMENT_METHOD_LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <Button
            type="button"
            size="lg"
            className="h-14 w-full text-lg whitespace-normal"
            disabled={busy}
            onClick={() => onCollect({ amountCents: due, method })}
          >
            {due > 0 ? `Collect ${formatCents(due)} and hand out` : 'Hand out'}
          </Button>
          {due > 0 ? (
            <Button
              type="button"
              variant="outline"
              className="h-12 w-full whitespace-normal"
              disabled={busy}
              onClick={() => setConfirmUnpaid(true)}
            >
              Hand out without payment…
            </Button>
          ) : null}
        </div>
      )}

      <AlertDialog open={confirmUnpaid} onOpenChange={setConfirmUnpaid}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Hand out unpaid?</AlertDialogTitle>
            <AlertDialogDescription>
              {formatCents(due)} is still owed on order {order.orderNumber}. The bags go home with {order.buyerName} and
              the balance stays on the order for the team to collect later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className="h-11">Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="h-11"
              onClick={() => onCollect({ amountCents: 0, method, handOutUnpaid: true })}
            >
              Hand out unpaid
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
