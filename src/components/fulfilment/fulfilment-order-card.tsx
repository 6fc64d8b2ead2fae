'use client';

import { useId } from 'react';
import { formatCents } from '@/lib/format';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import { NO_PICKUP_CHOSEN, type FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';
import { HandOutAction, type HandOutHandlers } from './hand-out-action';
import { PaymentCell, PhoneLink } from './fulfilment-order-columns';
import { optionLabel } from '@/lib/coffee/options';
import { OrderExtras } from './order-extras';

const bagCount = (order: FulfilmentOrder) => order.items.reduce((bags, item) => bags + item.quantity, 0);

/**
 * One order on a phone (below 640 px): the buyer, the amount due and the buttons in one stacked card, so the name is
 * on screen with the buttons and nothing scrolls sideways. Wider screens and paper show the group's table instead.
 */
export function FulfilmentOrderCard({
  order,
  onRecordPayment,
  ...handOut
}: HandOutHandlers & { order: FulfilmentOrder; onRecordPayment: (order: FulfilmentOrder) => void }) {
  const nameId = useId();
  const bags = bagCount(order);
  return (
    <article aria-labelledby={nameId} className="min-w-0 space-y-3 rounded-xl border bg-card p-4" data-order-card>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold wrap-anywhere">
            {order.customerName}
          </h3>
          <p className="font-mono text-xs text-muted-foreground">{order.orderNumber}</p>
        </div>
        <div className="shrink-0 text-right tabular-nums">
          <p className="font-semibold">{formatCents(order.outstandingCents)}</p>
          <p className="text-xs text-muted-foreground">due of {formatCents(order.totalCents)}</p>
        </div>
      </div>
      <div className="text-sm">
        <p className="font-medium">
          {bags.toLocaleString('en-US')} {bags === 1 ? 'bag' : 'bags'}
        </p>
        <ul className="wrap-anywhere text-muted-foreground">
          {order.items.map((item, index) => (
            <li key={index}>
              <span className="tabular-nums">{item.quantity}</span> × {item.name} ({optionLabel(item)})
            </li>
          ))}
          <OrderExtras order={order} />
        </ul>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>{STATUS_LABELS[order.orderStatus]}</dd>
        <dt className="text-muted-foreground">Pickup</dt>
        <dd className="wrap-anywhere">{order.pickup ? order.pickup.name : NO_PICKUP_CHOSEN}</dd>
        {order.customerPhone ? (
          <>
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="wrap-anywhere">
              <PhoneLink phone={order.customerPhone} />
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <PaymentCell order={order} onRecordPayment={onRecordPayment} />
        <HandOutAction order={order} {...handOut} />
      </div>
    </article>
  );
}
