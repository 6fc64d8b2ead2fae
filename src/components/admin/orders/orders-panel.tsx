'use client';

import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable } from '@/components/admin/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useAdminOrders,
  useAdminOrderStats,
  usePendingStatusChanges,
  useUpdateOrderStatus,
  type OrderDateRange,
} from '@/hooks/api/admin-orders';
import { errorMessage } from '@/lib/api-client';
import { ADMIN_ORDERS_LIMIT } from '@/lib/validation/admin-orders';
import { orderColumns } from './order-columns';
import { OrderStatistics } from './order-statistics';

/** The Orders tab (spec admin.md section 2): date filter, statistics, and the orders with inline status selects. */
export function OrdersPanel() {
  const [range, setRange] = useState<OrderDateRange>({ startDate: '', endDate: '' });
  const orders = useAdminOrders(range);
  const stats = useAdminOrderStats(range);
  const update = useUpdateOrderStatus();
  const pending = usePendingStatusChanges();
  const startId = useId();
  const endId = useId();

  const filtered = Boolean(range.startDate || range.endDate);
  const columns = orderColumns({
    pending,
    onChange: (order, change) => update.mutate({ orderId: order.id, ...change }),
  });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Orders</CardTitle>
            <CardDescription>
              Sales figures count every order that is not cancelled. Dates are New York time.
            </CardDescription>
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
          <OrderStatistics
            stats={stats.data}
            loading={stats.isPending}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Order List</CardTitle>
          <CardDescription>
            Newest first. Change a payment or order status right in the table.
            {(orders.data?.length ?? 0) >= ADMIN_ORDERS_LIMIT
              ? ` Showing the newest ${ADMIN_ORDERS_LIMIT} orders: narrow the dates to see older ones.`
              : null}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DataTable
            columns={columns}
            data={orders.data}
            getRowId={(order) => String(order.id)}
            label="Orders table"
            caption={`Orders${filtered ? ' in the chosen dates' : ''}`}
            fetching={orders.isPlaceholderData}
            error={orders.error}
            errorMessage={`Failed to load data: ${errorMessage(orders.error, 'Unknown error')}`}
            onRetry={() => void orders.refetch()}
            empty="No orders found."
            className="min-w-[62rem]"
            rowProps={(order) => ({
              'data-order-number': order.orderNumber,
              'aria-busy': pending.some((change) => change.orderId === order.id) || undefined,
            })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
