'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeysFactory } from '@/lib/query-keys';
import type { CampaignBalances, OverallBalances, UnpaidOrders } from '@/lib/validation/balances';

/**
 * Outstanding balances: a campaign's (as the admin or its captain asks), the whole shop's, and the signed-in
 * fundraiser's unpaid orders. Whatever records a payment or changes an order invalidates `balanceKeys.all`.
 */
export const balanceKeys = {
  ...queryKeysFactory('balances'),
  campaign: (scope: BalanceScope, campaignId: number) => ['balances', 'campaign', scope, campaignId] as const,
  overall: () => ['balances', 'overall'] as const,
  unpaidOrders: () => ['balances', 'unpaid-orders'] as const,
};

/** Who asks for a campaign's balances: the admin endpoint, or the captain's for their own campaign. */
export type BalanceScope = 'admin' | 'captain';

export function useCampaignBalances(scope: BalanceScope, campaignId: number, initialData?: CampaignBalances) {
  return useQuery({
    queryKey: balanceKeys.campaign(scope, campaignId),
    queryFn: () =>
      apiFetch<CampaignBalances>(`/_api/${scope}/campaign/balances`, {
        query: { campaignId },
        fallbackError: 'Failed to load balances',
      }),
    initialData,
  });
}

export function useOverallBalances() {
  return useQuery({
    queryKey: balanceKeys.overall(),
    queryFn: () => apiFetch<OverallBalances>('/_api/admin/balances', { fallbackError: 'Failed to load balances' }),
  });
}

export function useUnpaidOrders(initialData?: UnpaidOrders) {
  return useQuery({
    queryKey: balanceKeys.unpaidOrders(),
    queryFn: () =>
      apiFetch<UnpaidOrders>('/_api/fundraiser/unpaid-orders', { fallbackError: 'Failed to load unpaid orders' }),
    initialData,
  });
}
