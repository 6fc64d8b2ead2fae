'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useAdminOrderDetail } from '@/hooks/api/admin-order-detail';
import { useOrderPayments } from '@/hooks/api/order-payments';
import { formatDateTime } from '@/lib/format';
import { decimalToCents } from '@/lib/money';
import type { AdminOrderDetailResponse } from '@/lib/contracts/admin-order-detail';
import type { OrderPaymentsResponse, PaymentCollectorsResponse } from '@/lib/contracts/order-payments';
import { OrderPaymentsCard } from '../payments/order-payments-card';
import { OrderHistory } from './order-history';
import { OrderItemsCard } from './order-items-card';
import { OrderNotes } from './order-notes';
import { OrderPeople } from './order-people';
import { OrderStatusCard } from './order-status-card';

export const ORDERS_TAB_PATH = '/admin?tab=orders';

/**
 * One order for an admin: its lines and total, both statuses (changed as in the list), the customer and who the
 * sale is credited to, its payments, internal notes and the order's history. The server render supplies the first
 * data; changes refetch it.
 */
export function OrderDetailView({
  initial,
  payments,
  collectors,
}: {
  initial: AdminOrderDetailResponse;
  payments: OrderPaymentsResponse;
  collectors: PaymentCollectorsResponse;
}) {
  const { data } = useAdminOrderDetail(initial.order.orderNumber, initial);
  const { order, notes, history } = data ?? initial;
  // The same query as the payments card's: an edit's summary reads what was collected.
  const ledger = useOrderPayments({ orderId: order.id, orderNumber: order.orderNumber }, payments).data ?? payments;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Link
        href={ORDERS_TAB_PATH}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Orders
      </Link>
      <header className="mt-4">
        <h1 className="font-mono text-2xl font-semibold break-all sm:text-3xl">Order {order.orderNumber}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> (New York time)
        </p>
      </header>

      {/* Status and people first on a phone; beside the items on a wide screen. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1">
          <OrderStatusCard order={order} />
          <OrderPeople order={order} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <OrderItemsCard order={order} collectedCents={ledger.collectedCents} />
          <OrderPaymentsCard
            order={{
              id: order.id,
              orderNumber: order.orderNumber,
              campaignId: order.campaign?.id ?? null,
              fundraiserId: order.fundraiser?.id ?? null,
            }}
            returnable={
              order.orderStatus === 'cancelled'
                ? undefined
                : { items: order.items, totalCents: decimalToCents(order.totalAmount) ?? 0 }
            }
            initial={payments}
            initialCollectors={collectors}
          />
          <OrderNotes orderId={order.id} orderNumber={order.orderNumber} notes={notes} />
          <OrderHistory history={history} />
        </div>
      </div>
    </div>
  );
}
