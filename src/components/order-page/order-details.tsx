import { Flame } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { BuyerOrder } from '@/lib/contracts/order-page';
import { formatCents, formatDateTime, formatPrice } from '@/lib/format';
import { BUYER_STATUS_LABELS } from '@/lib/plan/buyer-status';
import { deadlineText } from '@/lib/plan/deadline';
import { paymentInstructionLines } from '@/lib/plan/payment-text';
import { pickupOptionText } from '@/lib/plan/pickup-text';
import { optionLabel } from '@/lib/coffee/options';
import { orderRoastText } from '@/lib/coffee/roast-words';

/*
 * The parts of the buyer's order page, server-rendered: what is owed and how to pay, whom it supports, its lines.
 * Numbers come from the order read (src/server/reads/buyer-order.ts): the ledger's collected and outstanding.
 */

const section = 'rounded-2xl border bg-card p-5 shadow-sm';

export function StatusBadge({ order }: { order: BuyerOrder }) {
  const variant =
    order.orderStatus === 'cancelled' ? 'outline' : order.orderStatus === 'received' ? 'secondary' : 'success';
  return (
    <Badge variant={variant} className="text-sm" data-testid="order-status">
      {BUYER_STATUS_LABELS[order.orderStatus]}
    </Badge>
  );
}

export function PaymentSection({ order }: { order: BuyerOrder }) {
  const lines = paymentInstructionLines(order.paymentInstructions);
  const cancelled = order.orderStatus === 'cancelled';
  return (
    <section aria-labelledby="pay-heading" className={section}>
      <h2 id="pay-heading" className="text-lg font-semibold">
        Payment
      </h2>
      {cancelled ? (
        <p className="mt-2">This order was cancelled: nothing is owed.</p>
      ) : order.outstandingCents === 0 ? (
        <p className="mt-2 text-lg font-semibold">Paid in full. Thank you!</p>
      ) : (
        <p className="mt-2 text-2xl font-bold" data-testid="amount-due">
          You pay {formatCents(order.outstandingCents)}
          <span className="block text-sm font-normal text-muted-foreground">at pickup · no payment online</span>
        </p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Order total</dt>
        <dd className="text-right">{formatPrice(order.totalAmount)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd className="text-right">{formatCents(order.collectedCents)}</dd>
        <dt className="text-muted-foreground">Still to pay</dt>
        <dd className="text-right font-semibold">{formatCents(order.outstandingCents)}</dd>
      </dl>
      {!cancelled && order.outstandingCents > 0 && lines.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">How to pay</h3>
          <ul className="mt-1 space-y-1 text-sm break-words">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function PickupSummary({ order }: { order: BuyerOrder }) {
  const closing = order.pickupChangeable ? deadlineText(order.orderDeadline) : null;
  return (
    <>
      <p className="mt-2 break-words" data-testid="pickup-choice-current">
        {order.pickup
          ? pickupOptionText(order.pickup)
          : 'No pickup chosen yet: we will e-mail you when your order is ready.'}
      </p>
      {closing ? (
        <p className="mt-1 text-sm text-muted-foreground">You can change it until orders close. {closing}</p>
      ) : null}
    </>
  );
}

/** Issue 28: "Will be roasted on Fri, Dec 4" before the roast day, "Roasted on Fri, Dec 4" from it; nothing without one. */
export function RoastLine({ order, now }: { order: Pick<BuyerOrder, 'roastDate'>; now?: Date }) {
  const text = orderRoastText(order.roastDate, now);
  if (!text) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium" data-roast-date={order.roastDate}>
      <Flame className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {text}
    </p>
  );
}

export function SupportsLine({ order }: { order: BuyerOrder }) {
  const supports = order.supports;
  if (!supports) return <p className="text-sm text-muted-foreground">An order from the Steam &amp; Grind shop.</p>;
  const who =
    supports.kind === 'team' ? `the whole team of ${supports.name}` : `${supports.name} (${supports.campaignName})`;
  return (
    <p className="text-sm">
      Your order supports{' '}
      {supports.pageUrl ? (
        <Link href={supports.pageUrl} className="font-semibold text-primary underline underline-offset-4">
          {who}
        </Link>
      ) : (
        <strong>{who}</strong>
      )}
      .
    </p>
  );
}

export function OrderLines({ order }: { order: BuyerOrder }) {
  return (
    <section aria-labelledby="lines-heading" className={section}>
      <h2 id="lines-heading" className="text-lg font-semibold">
        {order.items.length > 0 ? 'Your coffee' : 'Your gift'}
      </h2>
      <ul className="mt-3 divide-y text-sm">
        {order.items.map((item) => (
          <li key={`${item.productName}-${item.grind}-${item.size}`} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 break-words">
              {item.quantity} × {item.productName}
              <span className="block">{optionLabel(item)}</span>
              <span className="block text-muted-foreground">{formatPrice(item.unitPrice)} each</span>
            </span>
            <span className="shrink-0 font-medium">{formatPrice(item.lineTotal)}</span>
          </li>
        ))}
        {order.giftCents > 0 ? (
          <li className="flex justify-between gap-3 py-2">
            <span>Gift for the team</span>
            <span className="shrink-0 font-medium">{formatCents(order.giftCents)}</span>
          </li>
        ) : null}
      </ul>
      <p className="mt-2 flex justify-between border-t pt-2 font-semibold">
        <span>Total</span>
        <span>{formatPrice(order.totalAmount)}</span>
      </p>
      <p className="mt-2 text-xs text-muted-foreground">Ordered {formatDateTime(order.createdAt)}</p>
      {order.receipt.length > 0 ? (
        <div className="mt-3 space-y-1 border-t pt-3 text-xs text-muted-foreground" aria-label="Receipt">
          {order.receipt.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
