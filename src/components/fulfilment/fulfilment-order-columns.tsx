'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { HandCoins } from 'lucide-react';
import { muted, RowAction } from '@/components/data-table/columns';
import { STATUS_LABELS } from '@/lib/labels/order-status';
import { Badge } from '@/components/ui/badge';
import { formatCents } from '@/lib/format';
import { NO_PICKUP_CHOSEN, type FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';
import { HandOutAction, type HandOutHandlers } from './hand-out-action';
import { optionLabel } from '@/lib/coffee/options';
import { OrderExtras } from './order-extras';

/** How much of the order is paid, in words: the ledger's sum against the total. */
export function paymentState(order: Pick<FulfilmentOrder, 'totalCents' | 'collectedCents' | 'outstandingCents'>) {
  if (order.outstandingCents === 0) return { label: 'Paid', variant: 'success' as const };
  if (order.collectedCents > 0)
    return { label: `Part paid: ${formatCents(order.collectedCents)}`, variant: 'warning' as const };
  return { label: 'Unpaid', variant: 'secondary' as const };
}

/** The box a captain ticks by hand on the printed sheet; already ticked for an order handed out in the app. */
function HandedOverBox({ done }: { done: boolean }) {
  return (
    <span
      aria-label={done ? 'Handed over' : 'Not handed over yet'}
      className="inline-flex size-5 items-center justify-center border-2 border-foreground text-sm leading-none"
    >
      {done ? '✓' : ''}
    </span>
  );
}

/** The order's payment state, and on screen the button to record money (or a refund, once paid) for it. */
export function PaymentCell({
  order,
  onRecordPayment,
}: {
  order: FulfilmentOrder;
  onRecordPayment: (order: FulfilmentOrder) => void;
}) {
  const state = paymentState(order);
  return (
    <>
      <Badge
        variant={state.variant}
        className="whitespace-nowrap print:border-foreground print:bg-transparent print:text-foreground"
      >
        {state.label}
      </Badge>
      {order.outstandingCents > 0 || order.collectedCents > 0 ? (
        <RowAction
          icon={<HandCoins aria-hidden="true" />}
          label="Record payment"
          subject={`for order ${order.orderNumber} of ${order.customerName}`}
          className="print:hidden"
          onClick={() => onRecordPayment(order)}
        />
      ) : null}
    </>
  );
}

/** A phone link, dialled with its digits. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`} className="text-primary underline-offset-4 hover:underline">
      {phone}
    </a>
  );
}

/** The columns of one fundraiser group's orders: on screen with a button per order, on paper with a box to tick. */
export function fulfilmentOrderColumns({
  onRecordPayment,
  ...handOut
}: HandOutHandlers & {
  onRecordPayment: (order: FulfilmentOrder) => void;
}): Array<ColumnDef<FulfilmentOrder>> {
  return [
    {
      id: 'buyer',
      header: 'Buyer',
      meta: { rowHeader: true, className: 'min-w-40 wrap-anywhere' },
      cell: ({ row: { original: order } }) => (
        <>
          <span className="block">{order.customerName}</span>
          <span className="block font-mono text-xs font-normal text-muted-foreground">{order.orderNumber}</span>
        </>
      ),
    },
    {
      id: 'phone',
      header: 'Phone',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: order } }) =>
        order.customerPhone ? <PhoneLink phone={order.customerPhone} /> : muted('—'),
    },
    {
      id: 'items',
      header: 'Items',
      meta: { className: 'min-w-44 wrap-anywhere' },
      cell: ({ row: { original: order } }) => (
        <ul>
          {order.items.map((item, index) => (
            <li key={index}>
              <span className="tabular-nums">{item.quantity}</span> × {item.name} ({optionLabel(item)})
            </li>
          ))}
          <OrderExtras order={order} />
        </ul>
      ),
    },
    {
      id: 'pickup',
      header: 'Pickup',
      meta: { className: 'min-w-32 wrap-anywhere' },
      cell: ({ row: { original: order } }) => (order.pickup ? order.pickup.name : muted(NO_PICKUP_CHOSEN)),
    },
    {
      id: 'due',
      header: 'Amount due',
      meta: { className: 'text-right tabular-nums whitespace-nowrap' },
      cell: ({ row: { original: order } }) => (
        <>
          <span className="block font-semibold">{formatCents(order.outstandingCents)}</span>
          <span className="block text-xs text-muted-foreground">of {formatCents(order.totalCents)}</span>
        </>
      ),
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: ({ row: { original: order } }) => (
        <div className="flex flex-col items-start gap-2">
          <PaymentCell order={order} onRecordPayment={onRecordPayment} />
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: order } }) => STATUS_LABELS[order.orderStatus],
    },
    {
      id: 'handedOver',
      header: 'Handed over',
      meta: { className: 'hidden text-center print:table-cell' },
      cell: ({ row: { original: order } }) => <HandedOverBox done={order.orderStatus === 'delivered'} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right print:hidden' },
      cell: ({ row: { original: order } }) => <HandOutAction order={order} {...handOut} />,
    },
  ];
}
