'use client';

import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeysFactory } from '@/lib/query-keys';
import type { AdminOrder, AdminOrderStats, UpdateOrderStatusInput } from '@/lib/validation/admin-orders';
import { useToastMutation } from './use-toast-mutation';

/** Plain "YYYY-MM-DD" values from the date inputs; empty means unbounded. */
export type OrderDateRange = { startDate: string; endDate: string };

/** The order list and statistics for a date range, and the status change. */
export const orderKeys = {
  ...queryKeysFactory('admin-orders'),
  stats: (range: OrderDateRange) => ['admin-orders', 'stats', range] as const,
};

const UPDATE_STATUS_KEY = ['admin-orders', 'update-status'] as const;

export function useAdminOrders(range: OrderDateRange) {
  return useQuery({
    queryKey: orderKeys.list(range),
    queryFn: () => apiFetch<AdminOrder[]>('/_api/admin/orders', { query: range }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminOrderStats(range: OrderDateRange) {
  return useQuery({
    queryKey: orderKeys.stats(range),
    queryFn: () => apiFetch<AdminOrderStats>('/_api/admin/orders/stats', { query: range }),
    placeholderData: (previous) => previous,
  });
}

/** Sets an order's status or payment status; toasts the outcome and refetches the lists and the statistics. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useToastMutation({
    mutationKey: UPDATE_STATUS_KEY,
    mutationFn: (change: UpdateOrderStatusInput) =>
      apiFetch<{ order: AdminOrder }>('/_api/admin/order/update-status', { body: change }),
    // Show the new value at once in every cached list; the refetch settles filters and statistics.
    onSuccess: ({ order }) =>
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: orderKeys.lists() }, (rows) =>
        rows?.map((row) => (row.id === order.id ? order : row)),
      ),
    success: 'Order status updated successfully!',
    // A status can move revenue: the statistics are refetched with the lists.
    invalidates: [orderKeys.all],
  });
}

/** The status changes still in flight, so each row can disable its selects and show the value being saved. */
export function usePendingStatusChanges(): UpdateOrderStatusInput[] {
  return useMutationState({
    filters: { mutationKey: UPDATE_STATUS_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateOrderStatusInput,
  });
}
