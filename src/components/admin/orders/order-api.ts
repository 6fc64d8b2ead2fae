'use client';

import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import type { AdminOrder, AdminOrderStats, UpdateOrderStatusInput } from '@/lib/validation/admin-orders';

/* The Orders panel's server state: the list and the statistics for a date range, and the inline status change. */

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;
export const ADMIN_ORDER_STATS_KEY = ['admin', 'order-stats'] as const;
const UPDATE_STATUS_KEY = ['admin', 'order-status'] as const;

/** A failed call surfaces the body's error, else 'Request failed' (spec section 8). */
const REQUEST_FAILED = 'Request failed';

/** Plain "YYYY-MM-DD" values from the date inputs; empty means unbounded. */
export type OrderDateRange = { startDate: string; endDate: string };

const queryString = ({ startDate, endDate }: OrderDateRange) => {
  const params = new URLSearchParams();
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export function useAdminOrders(range: OrderDateRange) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, range],
    queryFn: () => apiFetch<AdminOrder[]>(`/_api/admin/orders${queryString(range)}`, { fallbackError: REQUEST_FAILED }),
    placeholderData: (previous) => previous,
  });
}

export function useAdminOrderStats(range: OrderDateRange) {
  return useQuery({
    queryKey: [...ADMIN_ORDER_STATS_KEY, range],
    queryFn: () => apiFetch<AdminOrderStats>(`/_api/admin/orders/stats${queryString(range)}`, { fallbackError: REQUEST_FAILED }),
    placeholderData: (previous) => previous,
  });
}

type StatusChange = UpdateOrderStatusInput;

/** Sets an order's status or payment status; toasts the outcome and refetches the list and the statistics. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_STATUS_KEY,
    mutationFn: (change: StatusChange) =>
      apiFetch<{ order: AdminOrder }>('/_api/admin/order/update-status', { method: 'POST', body: JSON.stringify(change), fallbackError: REQUEST_FAILED }),
    onSuccess: ({ order }) => {
      // Show the new value at once in every cached list; the refetch below settles filters and statistics.
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: ADMIN_ORDERS_KEY }, (rows) => rows?.map((row) => (row.id === order.id ? order : row)));
      toast.success('Order status updated successfully!');
    },
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : REQUEST_FAILED),
    // After every change, successful or not, the lists are refetched (spec section 4); a status can move revenue.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDER_STATS_KEY }),
      ]),
  });
}

/** The status changes still in flight, so each row can disable its selects and show the value being saved. */
export function usePendingStatusChanges(): StatusChange[] {
  return useMutationState({
    filters: { mutationKey: UPDATE_STATUS_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as StatusChange,
  });
}
