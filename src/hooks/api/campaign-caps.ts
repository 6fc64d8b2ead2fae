'use client';

import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { campaignCapEndpoints as endpoints } from '@/lib/contracts/campaign-caps';
import type { SetCampaignCapInput } from '@/lib/validation/campaign-caps';
import { campaignKeys } from './query-keys';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** Issue 28: a campaign's caps with what sold, what is left and the demand refused beyond them (staff). */
export function useCampaignCapStatus(campaignId: number | null) {
  return useQuery({
    queryKey: campaignKeys.capStatus(campaignId ?? 0),
    queryFn: () => callEndpoint(endpoints.status, { query: { campaignId } }),
    enabled: campaignId !== null,
    staleTime: 0,
  });
}

/** The shop's caps per roast day with the next roast day's figures (orders without a campaign). */
export function useShopCapStatus(enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.shopCapStatus(),
    queryFn: () => callEndpoint(endpoints.shopStatus, { query: {} }),
    enabled,
    staleTime: 0,
  });
}

/** The campaigns selling a coffee and their caps on it (the product dialog). */
export function useProductCampaignCaps(productId: number | null) {
  return useQuery({
    queryKey: campaignKeys.productCaps(productId ?? 0),
    queryFn: () => callEndpoint(endpoints.forProduct, { query: { productId } }),
    enabled: productId !== null,
    staleTime: 0,
  });
}

/** Sets (or, with neither limit, removes) one campaign's cap on one coffee. */
export function useSetCampaignCap() {
  return useToastMutation({
    mutationFn: (body: SetCampaignCapInput) => callEndpoint(endpoints.set, { body }),
    success: (result) => result.message,
    failure: (message) => `Failed to save the batch limit: ${message}`,
    invalidates: refetchAfter.campaignChange(),
  });
}
