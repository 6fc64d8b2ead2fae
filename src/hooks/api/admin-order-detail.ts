'use client';

import { orderDetailKeys } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import {
  adminOrderDetailEndpoints as endpoints,
  type AdminOrderDetailResponse,
} from '@/lib/contracts/admin-order-detail';
import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import type { AddOrderNoteInput } from '@/lib/validation/admin-order-detail';
import type { KeepOrderMoneyInput, UpdateOrderStatusInput } from '@/lib/validation/admin-orders';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** The order's details; the page's server render supplies the first answer. */
export function useAdminOrderDetail(orderNumber: string, initialData?: AdminOrderDetailResponse) {
  return useQuery({
    queryKey: orderDetailKeys.detail(orderNumber),
    queryFn: () => callEndpoint(endpoints.details, { query: { orderNumber } }),
    initialData,
    // Dropped when the page closes: the next visit starts from the server's fresh render, never an older copy.
    gcTime: 0,
  });
}

/** Sets the order's status or payment status from its page (the same call and toast as the list's selects). */
export function useUpdateOrderDetailStatus(orderNumber: string) {
  return useToastMutation({
    mutationFn: (change: UpdateOrderStatusInput) => callEndpoint(adminOrderEndpoints.updateStatus, { body: change }),
    success: 'Order status updated successfully!',
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}

/** Says a cancelled order's money stays with the shop (its page's "Keep the money"). */
export function useKeepOrderMoney(orderNumber: string) {
  return useToastMutation({
    mutationFn: (body: KeepOrderMoneyInput) => callEndpoint(adminOrderEndpoints.keepMoney, { body }),
    success: ({ message }) => message,
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}

export function useAddOrderNote(orderNumber: string) {
  return useToastMutation({
    mutationFn: (note: AddOrderNoteInput) => callEndpoint(endpoints.addNote, { body: note }),
    success: 'Note added.',
    failure: (message) => `Failed to add note: ${message}`,
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}
