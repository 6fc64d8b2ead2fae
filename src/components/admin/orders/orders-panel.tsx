'use client';

import { AlertCircle, DollarSign, PieChart, ReceiptText, RotateCcw, ShoppingBag, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ListError } from '@/components/admin/list-error';
import { TableSkeletonRows } from '@/components/admin/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';
import {
  ADMIN_ORDERS_LIMIT,
  orderStatuses,
  paymentStatuses,
  type AdminOrder,
  type AdminOrderStats,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { useAdminOrders, useAdminOrderStats, usePendingStatusChanges, useUpdateOrderStatus, type OrderDateRange } from './order-api';

const COLUMNS = ['Order #', 'Customer', 'Campaign', 'Date', 'Total', 'Payment Status', 'Order Status'] as const;

/** The selects' empty value: shown as N/A, and choosing it changes nothing (spec section 2). */
const NONE = '__none__';

const LABELS: Record<OrderStatus | PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

const messageOf = (error: Error | null) => error?.message || 'Unknown error';

/** The Orders tab (spec admin.md section 2): date filter, statistics, and the orders with inline status selects. */
export function OrdersPanel() {
  const [range, setRange] = useState<OrderDateRange>({ startDate: '', endDate: '' });
  const orders = useAdminOrders(range);
  const stats = useAdminOrderStats(range);
  const update = useUpdateOrderStatus();
  const pending = usePendingStatusChanges();
  const startId = useId();
  const endId = useId();

  const rows = orders.data ?? [];
  const filtered = Boolean(range.startDate || range.endDate);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Orders</CardTitle>
            <CardDescription>Sales figures count every order that is not cancelled. Dates are New York time.</CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={startId}>Start Date</Label>
              <Input
                id={startId}
                type="date"
                className="h-10 w-44"
                value={range.startDate}
                max={range.endDate || undefined}
                onChange={(event) => setRange((current) => ({ ...current, startDate: event.target.value }))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={endId}>End Date</Label>
              <Input
                id={endId}
                type="date"
                className="h-10 w-44"
                value={range.endDate}
                min={range.startDate || undefined}
                onChange={(event) => setRange((current) => ({ ...current, endDate: event.target.value }))}
              />
            </div>
            {filtered ? (
              <Button type="button" variant="ghost" onClick={() => setRange({ startDate: '', endDate: '' })}>
                <X aria-hidden="true" />
                Clear dates
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent>
          <OrderStatistics stats={stats.data} loading={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Order List</CardTitle>
          <CardDescription>
            Newest first. Change a payment or order status right in the table.
            {rows.length >= ADMIN_ORDERS_LIMIT ? ` Showing the newest ${ADMIN_ORDERS_LIMIT} orders: narrow the dates to see older ones.` : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {orders.error ? <ListError message={`Failed to load data: ${messageOf(orders.error)}`} onRetry={() => void orders.refetch()} /> : null}
          {orders.error && !orders.data ? null : (
            <Table scrollLabel="Orders table" className="min-w-[62rem]">
              <TableCaption className="sr-only">Orders{filtered ? ' in the chosen dates' : ''}</TableCaption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  {COLUMNS.map((column) => (
                    <TableHead key={column} className={column === 'Total' ? 'text-right' : undefined}>
                      {column}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody aria-busy={orders.isPending || orders.isPlaceholderData || undefined}>
                {orders.isPending ? (
                  <TableSkeletonRows columns={COLUMNS.length} />
                ) : rows.length === 0 ? (
                  <TableRow className="hover:bg-transparent">
                    <TableCell colSpan={COLUMNS.length} className="h-24 text-center text-muted-foreground">
                      No orders found.
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((order) => {
                    const inFlight = pending.filter((change) => change.orderId === order.id);
                    return (
                      <OrderRow
                        key={order.id}
                        order={order}
                        busy={inFlight.length > 0}
                        // While a change is saving, its select shows the value being saved.
                        shownOrderStatus={inFlight.findLast((change) => change.orderStatus)?.orderStatus ?? order.orderStatus}
                        shownPaymentStatus={inFlight.findLast((change) => change.paymentStatus)?.paymentStatus ?? order.paymentStatus}
                        onChange={(change) => update.mutate({ orderId: order.id, ...change })}
                      />
                    );
                  })
                )}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function OrderStatistics({
  stats,
  loading,
  error,
  onRetry,
}: {
  stats: AdminOrderStats | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error && !stats) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center">
        <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold text-destructive">Could not load order statistics.</p>
          <p className="text-sm text-muted-foreground">{messageOf(error)}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  const value = (text: string | undefined) => (loading || text === undefined ? <Skeleton className="mt-1 h-8 w-28" /> : text);
  const cards = [
    { label: 'Total Sales', value: value(stats && formatPrice(stats.totalRevenue)), icon: DollarSign },
    { label: 'Total Orders', value: value(stats?.totalOrders.toLocaleString('en-US')), icon: ShoppingBag },
    { label: 'Average Order Value', value: value(stats && formatPrice(stats.averageOrderValue)), icon: ReceiptText },
  ];
  return (
    <div className="grid gap-5 lg:grid-cols-4 sm:grid-cols-2" aria-busy={loading || undefined}>
      {cards.map(({ label, value: shown, icon: Icon }) => (
        <dl key={label} className="rounded-2xl border bg-card p-6 shadow-sm">
          <dt className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </dt>
          <dd className="mt-3 text-3xl font-semibold tabular-nums">{shown}</dd>
        </dl>
      ))}
      <section aria-labelledby="order-sales-breakdown" className="rounded-2xl border bg-card p-6 shadow-sm">
        <h3 id="order-sales-breakdown" className="flex items-center justify-between font-sans text-sm font-medium text-muted-foreground">
          Sales Breakdown
          <PieChart className="size-5 text-primary" aria-hidden="true" />
        </h3>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt>Campaign Sales</dt>
            <dd className="font-semibold tabular-nums">{loading || !stats ? <Skeleton className="h-4 w-16" /> : formatPrice(stats.salesBreakdown.campaignSales)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt>Regular Sales</dt>
            <dd className="font-semibold tabular-nums">{loading || !stats ? <Skeleton className="h-4 w-16" /> : formatPrice(stats.salesBreakdown.regularSales)}</dd>
          </div>
        </dl>
      </section>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2 lg:col-span-4">
          Could not load order statistics. {messageOf(error)}
        </p>
      ) : null}
    </div>
  );
}

function OrderRow({
  order,
  busy,
  shownOrderStatus,
  shownPaymentStatus,
  onChange,
}: {
  order: AdminOrder;
  busy: boolean;
  shownOrderStatus: OrderStatus;
  shownPaymentStatus: PaymentStatus;
  onChange: (change: { orderStatus?: OrderStatus } | { paymentStatus?: PaymentStatus }) => void;
}) {
  return (
    <TableRow aria-busy={busy || undefined} data-order-number={order.orderNumber}>
      <th scope="row" className="whitespace-nowrap px-3 py-3 text-left align-middle font-mono text-xs font-semibold text-foreground">
        {order.orderNumber}
      </th>
      <TableCell>
        <div className="font-medium">
          {order.customerFirstName} {order.customerLastName}
        </div>
        <div className="text-xs text-muted-foreground">{order.customerEmail}</div>
      </TableCell>
      <TableCell>
        {order.campaignName ? (
          <>
            <div>{order.campaignName}</div>
            {order.fundraiserName ? <div className="text-xs text-muted-foreground">via {order.fundraiserName}</div> : null}
          </>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
          {formatDate(order.createdAt)}
        </time>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatPrice(order.totalAmount)}</TableCell>
      <TableCell>
        <StatusSelect
          label={`Payment status for order ${order.orderNumber}`}
          value={shownPaymentStatus}
          options={paymentStatuses}
          disabled={busy}
          onChange={(paymentStatus) => paymentStatus !== order.paymentStatus && onChange({ paymentStatus })}
        />
      </TableCell>
      <TableCell>
        <StatusSelect
          label={`Order status for order ${order.orderNumber}`}
          value={shownOrderStatus}
          options={orderStatuses}
          disabled={busy}
          onChange={(orderStatus) => orderStatus !== order.orderStatus && onChange({ orderStatus })}
        />
      </TableCell>
    </TableRow>
  );
}

function StatusSelect<S extends OrderStatus | PaymentStatus>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: S | null | undefined;
  options: readonly S[];
  disabled: boolean;
  onChange: (value: S) => void;
}) {
  const known = value && options.includes(value) ? value : NONE;
  return (
    <Select
      value={known}
      disabled={disabled}
      onValueChange={(next) => {
        // N/A is the empty value: choosing it does nothing.
        const chosen = options.find((option) => option === next);
        if (chosen && chosen !== known) onChange(chosen);
      }}
    >
      <SelectTrigger aria-label={label} className="w-36">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>N/A</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
