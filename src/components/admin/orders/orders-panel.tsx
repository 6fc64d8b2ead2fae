'use client';

import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { listQuery } from '@/components/data-table/list-view';
import { urlListProps } from '@/components/data-table/url-list-props';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { useAdminOrders, useAdminOrderStats, usePendingStatusChanges } from '@/hooks/api/admin-orders';
import { errorMessage } from '@/lib/api-client';
import { ORDER_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import { BulkStatusBar } from './bulk-status-bar';
import { orderColumns } from './order-columns';
import { useOrderRowDialogs } from './order-row-dialogs';
import { ORDER_FILTERS, OrderListFilters } from './order-filters';
import { OrderStatistics } from './order-statistics';

const VIEW = { sortable: ORDER_SORT_COLUMNS, defaultSort: '-createdAt' };

const ORDER_LIST_TEXTS = {
  label: 'Orders table',
  caption: 'Orders',
  empty: 'No orders found.',
  noMatch: 'No orders match these filters.',
};

/**
 * The Orders tab (spec admin.md section 2): date filter, statistics, and one page of the orders with inline status
 * selects. The list's page, sort and filters live in the URL (`orders.page=2&orders.orderStatus=shipped`).
 */
export function OrdersPanel() {
  const view = useListUrlState('orders', ORDER_FILTERS, VIEW);
  const { startDate, endDate } = view.filters;
  const query = listQuery(view);
  const activeFilters = Object.fromEntries(Object.entries(view.filters).filter(([, value]) => value !== ''));
  const orders = useAdminOrders(query);
  // The cards follow the list: the same filters, so their figures are its matching rows summed.
  const stats = useAdminOrderStats(activeFilters);
  const pending = usePendingStatusChanges();
  const rowDialogs = useOrderRowDialogs();

  const columns = orderColumns({ pending, onChange: rowDialogs.onChange, onRecordPayment: rowDialogs.onRecordPayment });

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

  return (
    <div className="space-y-6">
      <PanelCard
        title="Orders"
        description="Figures for the orders the list's filters match; money counts every order that is not cancelled. Dates are New York time."
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <DateRangeFilter
              labels={{ from: 'Start Date', to: 'End Date' }}
              value={{ from: startDate, to: endDate }}
              onChange={({ from = startDate, to = endDate }) => view.update({ startDate: from, endDate: to })}
              inputClassName="w-44"
              onClear={() => view.update({ startDate: null, endDate: null })}
            />
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
        description="Newest first unless you sort by a column. Change an order status right in the table; record money on the order's page."
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
            {...urlListProps(orders, 'orders', view, ORDER_LIST_TEXTS)}
            errorMessage={`Failed to load data: ${errorMessage(orders.error, 'Unknown error')}`}
            rowProps={(order) => ({
              'data-order-number': order.orderNumber,
              'aria-busy': pending.some((change) => change.orderId === order.id) || undefined,
            })}
            sorting={view.sorting}
            selection={{
              state: current.rows,
              onChange: (change) => {
                const rows = typeof change === 'function' ? change(current.rows) : change;
                // Unticking a row leaves "all matching" for the rows still ticked.
                setSelection({ viewKey, rows, allMatching: false });
              },
            }}
          />
          {rowDialogs.dialogs}
        </div>
      </PanelCard>
    </div>
  );
}
