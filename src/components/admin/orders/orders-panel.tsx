'use client';

import { X } from 'lucide-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { DataTable, pagedQueryProps } from '@/components/data-table/data-table';
import { ListEmpty } from '@/components/data-table/list-empty';
import { listQuery } from '@/components/data-table/list-view';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  useAdminOrders,
  useAdminOrderStats,
  usePendingStatusChanges,
  useUpdateOrderStatus,
} from '@/hooks/api/admin-orders';
import { errorMessage } from '@/lib/api-client';
import { ORDER_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import { BulkStatusBar } from './bulk-status-bar';
import { orderColumns } from './order-columns';
import { ORDER_FILTERS, OrderListFilters } from './order-filters';
import { OrderStatistics } from './order-statistics';

const VIEW = { sortable: ORDER_SORT_COLUMNS, defaultSort: '-createdAt' };

/**
 * The Orders tab (spec admin.md section 2): date filter, statistics, and one page of the orders with inline status
 * selects. The list's page, sort and filters live in the URL (`orders.page=2&orders.orderStatus=shipped`).
 */
export function OrdersPanel() {
  const view = useListUrlState('orders', ORDER_FILTERS, VIEW);
  const { startDate, endDate } = view.filters;
  const query = listQuery(view);
  const orders = useAdminOrders(query);
  const stats = useAdminOrderStats({ startDate, endDate });
  const update = useUpdateOrderStatus();
  const pending = usePendingStatusChanges();

  const columns = orderColumns({
    pending,
    onChange: (order, change) => update.mutate({ orderId: order.id, ...change }),
  });

  // The selection belongs to the view it was made in: another page, sort or filter starts with none.
  const viewKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ viewKey: string; rows: RowSelectionState; allMatching: boolean }>({
    viewKey,
    rows: {},
    allMatching: false,
  });
  const current = selection.viewKey === viewKey ? selection : { viewKey, rows: {}, allMatching: false };
  const pageRows = orders.data?.orders ?? [];
  const selectedIds = pageRows.filter((order) => current.rows[String(order.id)]).map((order) => order.id);
  const activeFilters = Object.fromEntries(Object.entries(view.filters).filter(([, value]) => value !== ''));

  return (
    <div className="space-y-6">
      <PanelCard
        title="Orders"
        description="Sales figures count every order that is not cancelled. Dates are New York time."
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <DateField
              label="Start Date"
              value={startDate}
              max={endDate || undefined}
              onChange={(value) => view.update({ startDate: value })}
            />
            <DateField
              label="End Date"
              value={endDate}
              min={startDate || undefined}
              onChange={(value) => view.update({ endDate: value })}
            />
            {startDate || endDate ? (
              <Button type="button" variant="ghost" onClick={() => view.update({ startDate: null, endDate: null })}>
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
        description="Newest first unless you sort by a column. Change a payment or order status right in the table."
      >
        <div className="space-y-4">
          <OrderListFilters
            filters={view.filters}
            filtered={view.filtered}
            onChange={view.update}
            onClear={view.clearFilters}
          />
          <BulkStatusBar
            selectedIds={selectedIds}
            pageRows={pageRows.length}
            total={orders.data?.total ?? 0}
            allMatching={current.allMatching}
            filters={activeFilters}
            onSelectAllMatching={() => setSelection({ ...current, allMatching: true })}
            onSelectPageOnly={() => setSelection({ ...current, allMatching: false })}
            onClear={() => setSelection({ viewKey, rows: {}, allMatching: false })}
          />
          <DataTable
            columns={columns}
            {...pagedQueryProps(orders, 'orders')}
            label="Orders table"
            caption={`Orders${view.filtered ? ' matching the filters' : ''}`}
            fetching={orders.isPlaceholderData}
            errorMessage={`Failed to load data: ${errorMessage(orders.error, 'Unknown error')}`}
            empty={
              <ListEmpty
                filtered={view.filtered}
                empty="No orders found."
                noMatch="No orders match these filters."
                onClearFilters={view.clearFilters}
              />
            }
            className="min-w-[62rem]"
            rowProps={(order) => ({
              'data-order-number': order.orderNumber,
              'aria-busy': pending.some((change) => change.orderId === order.id) || undefined,
            })}
            sorting={view.sorting}
            pagination={orders.data ? view.pagination(orders.data.total) : undefined}
            selection={{
              state: current.rows,
              onChange: (change) => {
                const rows = typeof change === 'function' ? change(current.rows) : change;
                // Unticking a row leaves "all matching" for the rows still ticked.
                setSelection({ viewKey, rows, allMatching: false });
              },
            }}
          />
        </div>
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
