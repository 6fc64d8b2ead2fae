'use client';

import { HandCoins, Mail, Phone, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FundraiserPaymentDialog } from '@/components/payments/fundraiser-payment-dialog';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useUnpaidOrders } from '@/hooks/api/balances';
import { formatCents, formatDate } from '@/lib/format';
import type { UnpaidOrder, UnpaidOrders } from '@/lib/contracts/balances';

/** A phone number as a tel: link wants it: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * The orders credited to the signed-in fundraiser that buyers still owe money for: what each owes, the buyer's
 * contact, and "Record cash I received" for money a buyer handed them.
 */
export function UnpaidOrdersCard({ initial }: { initial: UnpaidOrders }) {
  const unpaid = useUnpaidOrders(initial);
  const { orders, totals } = unpaid.data ?? initial;
  const [recording, setRecording] = useState<UnpaidOrder | null>(null);

  return (
    <div className="space-y-4" aria-busy={unpaid.isFetching || undefined}>
      {unpaid.error ? (
        <ErrorAlert
          title="Could not refresh your unpaid orders"
          message={unpaid.error.message}
          actions={
            <Button type="button" variant="outline" size="sm" onClick={() => void unpaid.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          }
        />
      ) : null}
      {totals.orderCount === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center">
          <p className="font-medium">No unpaid orders</p>
          <p className="text-sm text-muted-foreground">Every order credited to you has been paid in full.</p>
        </div>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-semibold tabular-nums">{formatCents(totals.outstandingCents)}</span> still to collect
            on {totals.orderCount.toLocaleString('en-US')} {totals.orderCount === 1 ? 'order' : 'orders'}.
            {orders.length < totals.orderCount ? ` The ${orders.length} newest are listed.` : null}
          </p>
          <ul className="divide-y rounded-lg border" aria-label="Unpaid orders">
            {orders.map((order) => (
              <UnpaidOrderRow key={order.orderNumber} order={order} onRecord={() => setRecording(order)} />
            ))}
          </ul>
        </>
      )}
      <FundraiserPaymentDialog
        open={recording !== null}
        onClose={() => setRecording(null)}
        order={{
          orderId: recording?.orderId ?? 0,
          orderNumber: recording?.orderNumber ?? '',
          customerName: recording?.customerName ?? '',
          outstandingCents: recording?.outstandingCents ?? 0,
        }}
      />
    </div>
  );
}

function UnpaidOrderRow({ order, onRecord }: { order: UnpaidOrder; onRecord: () => void }) {
  return (
    <li className="grid gap-3 p-4 wrap-anywhere sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {order.customerName}
          <span className="font-normal text-muted-foreground">
            {' '}
            · {order.orderNumber} · {formatDate(order.createdAt)}
          </span>
        </p>
        {order.campaignName ? <p className="text-sm text-muted-foreground">{order.campaignName}</p> : null}
        {order.itemsSummary ? <p className="text-sm">{order.itemsSummary}</p> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            href={`mailto:${order.customerEmail}`}
            className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {order.customerEmail}
          </a>
          {order.customerPhone ? (
            <a
              href={telHref(order.customerPhone)}
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {order.customerPhone}
            </a>
          ) : null}
        </p>
      </div>
      <div className="grid gap-3 sm:justify-items-end">
        <dl className="grid grid-cols-3 gap-3 text-sm sm:grid-cols-1 sm:gap-1 sm:text-right">
          <div>
            <dt className="text-muted-foreground sm:inline">Total </dt>
            <dd className="tabular-nums sm:inline">{formatCents(order.totalCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground sm:inline">Paid </dt>
            <dd className="tabular-nums sm:inline">{formatCents(order.collectedCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground sm:inline">Owed </dt>
            <dd className="font-semibold text-destructive tabular-nums sm:inline">
              {formatCents(order.outstandingCents)}
            </dd>
          </div>
        </dl>
        <Button type="button" variant="outline" className="h-11 w-full sm:w-auto" onClick={onRecord}>
          <HandCoins aria-hidden="true" />
          Record cash I received
          <span className="sr-only">
            {' '}
            for order {order.orderNumber} of {order.customerName}
          </span>
        </Button>
      </div>
    </li>
  );
}
