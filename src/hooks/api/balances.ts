'use client';

import { balanceKeys, type BalanceScope } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { CampaignBalances, OverallBalances, UnpaidOrders } from '@/lib/validation/balances';

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
