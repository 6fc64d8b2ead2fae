'use client';

import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, listQueryProps } from '@/components/admin/data-table/data-table';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
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

  const filtered = Boolean(range.startDate || range.endDate);
  const columns = orderColumns({
    pending,
    onChange: (order, change) => update.mutate({ orderId: order.id, ...change }),
  });

  return (
    <div className="space-y-6">
      <PanelCard
        title="Orders"
        description="Sales figures count every order that is not cancelled. Dates are New York time."
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <DateField
              label="Start Date"
              value={range.startDate}
              max={range.endDate || undefined}
              onChange={(startDate) => setRange((current) => ({ ...current, startDate }))}
            />
            <DateField
              label="End Date"
              value={range.endDate}
              min={range.startDate || undefined}
              onChange={(endDate) => setRange((current) => ({ ...current, endDate }))}
            />
            {filtered ? (
              <Button type="button" variant="ghost" onClick={() => setRange({ startDate: '', endDate: '' })}>
                <X aria-hidden="true" />
                Clear dates
              </Button>
            ) : null}
          </div>
        }
      >
        <OrderStatistics
          stats={stats.data}
          loading={stats.isPending}
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      </PanelCard>

      <PanelCard
        title="Order List"
        description={
          <>
            Newest first. Change a payment or order status right in the table.
            {(orders.data?.length ?? 0) >= ADMIN_ORDERS_LIMIT
              ? ` Showing the newest ${ADMIN_ORDERS_LIMIT} orders: narrow the dates to see older ones.`
              : null}
          </>
        }
      >
        <DataTable
          columns={columns}
          {...listQueryProps(orders)}
          label="Orders table"
          caption={`Orders${filtered ? ' in the chosen dates' : ''}`}
          fetching={orders.isPlaceholderData}
          errorMessage={`Failed to load data: ${errorMessage(orders.error, 'Unknown error')}`}
          empty="No orders found."
          className="min-w-[62rem]"
          rowProps={(order) => ({
            'data-order-number': order.orderNumber,
            'aria-busy': pending.some((change) => change.orderId === order.id) || undefined,
          })}
        />
      </PanelCard>
    </div>
  );
}

/** One end of the date filter: a labelled date input. */
function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="h-10 w-44"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
