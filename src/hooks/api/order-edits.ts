'use client';

import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminOrderDetailEndpoints } from '@/lib/contracts/admin-order-detail';
import { catalogueEndpoints } from '@/lib/contracts/catalogue';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { formatCents } from '@/lib/format';
import { orderDetailKeys } from './query-keys';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/**
 * The coffees an order can take on (issue 26): its campaign's, or the shop's catalogue for a shop order. Read when
 * the items card enters its edit mode.
 */
export function useOrderCatalogue(campaignId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...orderDetailKeys.all, 'catalogue', campaignId ?? 'shop'],
    queryFn: () =>
      campaignId === null
        ? callEndpoint(catalogueEndpoints.list)
        : callEndpoint(fundraisingEndpoints.campaignProducts, { query: { campaignId } }),
    enabled,
    staleTime: 60_000,
  });
}

/** Saves an order's new lines; the page, its payments, the lists, balances and sheets follow. */
export function useEditOrder(orderNumber: string) {
  return useToastMutation({
    mutationFn: (body: BodyInput<typeof adminOrderDetailEndpoints.edit>) =>
      callEndpoint(adminOrderDetailEndpoints.edit, { body }),
    success: (result) =>
      result.changed
        ? `Order updated: total ${formatCents(result.totalCents)}, ${formatCents(result.outstandingCents)} outstanding.`
        : 'Nothing changed.',
    invalidates: refetchAfter.orderMoneyChange(orderNumber),
  });
}
