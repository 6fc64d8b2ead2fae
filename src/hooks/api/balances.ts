'use client';

import { balanceKeys, type BalanceScope } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import {
  adminBalanceEndpoints,
  captainBalanceEndpoints,
  fundraiserBalanceEndpoints,
  type CampaignBalances,
  type UnpaidOrders,
} from '@/lib/contracts/balances';

const campaignBalances = { admin: adminBalanceEndpoints.campaign, captain: captainBalanceEndpoints.campaign };

export function useCampaignBalances(scope: BalanceScope, campaignId: number, initialData?: CampaignBalances) {
  return useQuery({
    queryKey: balanceKeys.campaign(scope, campaignId),
    queryFn: () =>
      callEndpoint(campaignBalances[scope], { query: { campaignId }, fallbackError: 'Failed to load balances' }),
    initialData,
  });
}

export function useOverallBalances() {
  return useQuery({
    queryKey: balanceKeys.overall(),
    queryFn: () => callEndpoint(adminBalanceEndpoints.overall, { fallbackError: 'Failed to load balances' }),
  });
}

export function useUnpaidOrders(initialData?: UnpaidOrders) {
  return useQuery({
    queryKey: balanceKeys.unpaidOrders(),
    queryFn: () =>
      callEndpoint(fundraiserBalanceEndpoints.unpaidOrders, { fallbackError: 'Failed to load unpaid orders' }),
    initialData,
  });
}
