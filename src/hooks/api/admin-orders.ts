'use client';

import { orderKeys } from './query-keys';
import { keepPreviousData, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { adminOrderEndpoints as endpoints, type AdminOrderList } from '@/lib/contracts/admin-orders';
import type { BulkOrderStatusInput, UpdateOrderStatusInput } from '@/lib/validation/admin-orders';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** The order list's filters as the API takes them (empty ones left out). */
export type OrderFilters = Partial<
  QueryParams<
    List,
    | 'search'
    | 'orderStatus'
    | 'paymentStatus'
    | 'cancelledMoney'
    | 'campaignId'
    | 'subAccountId'
    | 'startDate'
    | 'endDate'
  >
>;
/** One page of the list: its filters, `page`, `pageSize` and `sort` (`-createdAt`; absent: newest first). */
export type OrderListQuery = OrderFilters &
  QueryParams<List, 'page' | 'pageSize', number> &
  Partial<QueryParams<List, 'sort'>>;
type List = typeof endpoints.list;

const UPDATE_STATUS_KEY = ['admin-orders', 'update-status'] as const;

export function useAdminOrders(query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => callEndpoint(endpoints.list, { query }),
    // The previous page stays on screen (aria-busy) while the next one loads: paging and filtering never flash.
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of every order the filters match (a plain link: the browser downloads it; '' means unset). */
export const ordersExportUrl = (filters: OrderFilters) => endpointUrl(endpoints.export, filters);

/** The statistics of every order the list's filters match (the stat cards follow the list). */
export function useAdminOrderStats(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.stats(filters as Record<string, string>),
    queryFn: () => callEndpoint(endpoints.stats, { query: filters }),
    placeholderData: (previous) => previous,
  });
}

/** Sets an order's status or payment status; toasts the outcome and refetches the lists and the statistics. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useToastMutation({
    mutationKey: UPDATE_STATUS_KEY,
    mutationFn: (change: UpdateOrderStatusInput) => callEndpoint(endpoints.updateStatus, { body: change }),
    // Show the new value at once in every cached list; the refetch settles filters and statistics.
    onSuccess: ({ order }) =>
      queryClient.setQueriesData<AdminOrderList>({ queryKey: orderKeys.lists() }, (list) =>
        list ? { ...list, orders: list.orders.map((row) => (row.id === order.id ? order : row)) } : list,
      ),
    success: 'Order status updated successfully!',
    // A status can move revenue: the statistics are refetched with the lists.
    invalidates: refetchAfter.orderMoneyChange(),
  });
}

/** Sets the status of many orders (by id or by the list's filters); toasts how many changed and refetches. */
export function useBulkOrderStatus() {
  return useToastMutation({
    mutationFn: (change: BulkOrderStatusInput) => callEndpoint(endpoints.bulkStatus, { body: change }),
    success: ({ message }) => message,
    invalidates: refetchAfter.orderMoneyChange(),
  });
}

/** What a bulk status change would do (dryRun): how many change, and which are skipped and why. Nothing changes. */
export const previewBulkOrderStatus = (change: BulkOrderStatusInput) =>
  callEndpoint(endpoints.bulkStatus, { body: { ...change, dryRun: true } });

/** The status changes still in flight, so each row can disable its selects and show the value being saved. */
export function usePendingStatusChanges(): UpdateOrderStatusInput[] {
  return useMutationState({
    filters: { mutationKey: UPDATE_STATUS_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as UpdateOrderStatusInput,
  });
}
