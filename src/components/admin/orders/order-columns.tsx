'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { formattedColumn, muted, selectColumn } from '@/components/data-table/columns';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import {
  orderStatuses,
  type OrderStatus,
  type PaymentStatus,
  type UpdateOrderStatusInput,
} from '@/lib/validation/admin-orders';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { CHOOSABLE_PAYMENT_STATUSES, StatusSelect } from './status-select';

type StatusChange = { orderStatus?: OrderStatus } | { paymentStatus?: PaymentStatus };

type Options = {
  /** Status changes still saving: their rows are busy and show the value being saved. */
  pending: UpdateOrderStatusInput[];
  onChange: (order: AdminOrder, change: StatusChange) => void;
  /** "Record payment…" in the payment select, in place of Paid (issue 26). */
  onRecordPayment?: (order: AdminOrder) => void;
};

/**
 * The Orders table's columns (spec admin.md section 2), with the inline status selects. Column ids are the API's sort
 * names (ORDER_SORT_COLUMNS); Campaign is not sortable.
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
        </time>
      ),
    },
    {
      ...formattedColumn<AdminOrder, 'totalAmount'>('totalAmount', 'Total', formatPrice, 'text-right tabular-nums'),
      sortDescFirst: true,
    },
    {
      accessorKey: 'paymentStatus',
      header: 'Payment Status',
      cell: ({ row: { original: order } }) => {
        const saving = inFlight(order);
        return (
          <StatusSelect
            label={`Payment status for order ${order.orderNumber}`}
            value={saving.findLast((change) => change.paymentStatus)?.paymentStatus ?? order.paymentStatus}
            options={CHOOSABLE_PAYMENT_STATUSES}
            action={onRecordPayment && { label: 'Record payment…', onSelect: () => onRecordPayment(order) }}
            disabled={saving.length > 0}
            onChange={(paymentStatus) => paymentStatus !== order.paymentStatus && onChange(order, { paymentStatus })}
          />
        );
      },
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
