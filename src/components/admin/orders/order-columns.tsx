'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { formattedColumn, muted, selectColumn } from '@/components/data-table/columns';
import { formatDate, formatDateTime, formatPrice, formatTime } from '@/lib/format';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import {
  orderStatuses,
  type OrderStatus,
  type PaymentStatus,
  type UpdateOrderStatusInput,
} from '@/lib/validation/admin-orders';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { Button } from '@/components/ui/button';
import { PaymentStateBadge } from './payment-state-badge';
import { StatusSelect } from './status-select';

const MONEY = 'text-right tabular-nums whitespace-nowrap';
const MONEY_WIDE = `${MONEY} hidden xl:table-cell`;

type StatusChange = { orderStatus?: OrderStatus } | { paymentStatus?: PaymentStatus };

type Options = {
  /** Status changes still saving: their rows are busy and show the value being saved. */
  pending: UpdateOrderStatusInput[];
  onChange: (order: AdminOrder, change: StatusChange) => void;
  /** "Record payment…" in the payment select, in place of Paid (issue 26). */
  onRecordPayment?: (order: AdminOrder) => void;
};

/**
 * The Orders table's columns (spec admin.md section 2), with the inline order status select. Column ids are the API's
 * sort names (ORDER_SORT_COLUMNS); Campaign, Collected and Outstanding are not sortable. Payment shows the state the
 * ledger gives (Unpaid, Part paid…, issue 26); money is recorded through Record payment, never by a select.
 */
export function orderColumns({ pending, onChange, onRecordPayment }: Options): Array<ColumnDef<AdminOrder>> {
  const inFlight = (order: AdminOrder) => pending.filter((change) => change.orderId === order.id);
  return [
    selectColumn((order) => `order ${order.orderNumber}`),
    {
      accessorKey: 'orderNumber',
      header: 'Order #',
      meta: { rowHeader: true, className: 'font-mono text-xs whitespace-nowrap text-foreground' },
      cell: ({ row: { original: order } }) => (
        <Link
          href={orderPagePath(order.orderNumber)}
          prefetch={false}
          className="text-primary underline-offset-4 hover:underline"
        >
          {order.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customer',
      accessorFn: (order) => `${order.customerFirstName} ${order.customerLastName}`,
      header: 'Customer',
      cell: ({ row: { original: order } }) => (
        <>
          <div className="font-medium">
            {order.customerFirstName} {order.customerLastName}
          </div>
          <div className="text-xs text-muted-foreground">{order.customerEmail}</div>
        </>
      ),
    },
    {
      id: 'campaign',
      header: 'Campaign',
      enableSorting: false,
      cell: ({ row: { original: order } }) =>
        order.campaignName ? (
          <>
            <div>{order.campaignName}</div>
            {order.fundraiserName ? (
              <div className="text-xs text-muted-foreground">via {order.fundraiserName}</div>
            ) : null}
          </>
        ) : (
          muted('—')
        ),
    },
    {
      accessorKey: 'createdAt',
      header: 'Date',
      sortDescFirst: true,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: order } }) => (
        <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
          {formatDate(order.createdAt)}
          <span className="block text-xs text-muted-foreground">{formatTime(order.createdAt)}</span>
        </time>
      ),
    },
    {
      ...formattedColumn<AdminOrder, 'totalAmount'>('totalAmount', 'Total', formatPrice, MONEY),
      sortDescFirst: true,
    },
    // Secondary: from 1,280 px up (2xl: the admin shell's sidebar leaves the table less); the payment word stays.
    {
      ...formattedColumn<AdminOrder, 'collectedAmount'>('collectedAmount', 'Collected', formatPrice, MONEY_WIDE),
      enableSorting: false,
    },
    {
      ...formattedColumn<AdminOrder, 'outstandingAmount'>('outstandingAmount', 'Outstanding', formatPrice, MONEY_WIDE),
      enableSorting: false,
    },
    {
      accessorKey: 'paymentStatus',
      header: 'Payment',
      cell: ({ row: { original: order } }) => (
        <div className="flex flex-col items-start gap-1">
          <PaymentStateBadge order={order} />
          {onRecordPayment ? (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              aria-label={`Record payment for order ${order.orderNumber}`}
              onClick={() => onRecordPayment(order)}
            >
              Record payment
            </Button>
          ) : null}
        </div>
      ),
    },
    {
      accessorKey: 'orderStatus',
      header: 'Order Status',
      cell: ({ row: { original: order } }) => {
        const saving = inFlight(order);
        return (
          <StatusSelect
            label={`Order status for order ${order.orderNumber}`}
            value={saving.findLast((change) => change.orderStatus)?.orderStatus ?? order.orderStatus}
            options={orderStatuses}
            disabled={saving.length > 0}
            onChange={(orderStatus) => orderStatus !== order.orderStatus && onChange(order, { orderStatus })}
          />
        );
      },
    },
  ];
}
