'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ADMIN_PRODUCTS_KEY } from '@/components/admin/products/product-api';
import { apiFetch } from '@/lib/api-client';
import type {
  AdminCampaign,
  CampaignDetails,
  CampaignParticipants,
  CreateCampaignInput,
  UpdateCampaignInput,
} from '@/lib/validation/admin-campaigns';
import type { AdminProduct } from '@/lib/validation/admin-products';

/* The Campaigns panel's server state: the list, one campaign's details, its participants, and the writes. */

export const ADMIN_CAMPAIGNS_KEY = ['admin', 'campaigns'] as const;
const detailsKey = (campaignId: number | null) => ['admin', 'campaign-details', campaignId ?? 'new'] as const;
const participantsKey = (campaignId: number) => ['admin', 'campaign-participants', campaignId] as const;

/** A failed call surfaces the body's error, else 'Request failed' (spec section 8). */
const REQUEST_FAILED = 'Request failed';
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : REQUEST_FAILED);
const post = <T,>(path: string, body: unknown, fallbackError = REQUEST_FAILED) =>
  apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body), fallbackError });

export function useAdminCampaigns() {
  return useQuery({
    queryKey: ADMIN_CAMPAIGNS_KEY,
    queryFn: () => apiFetch<AdminCampaign[]>('/_api/admin/campaigns', { fallbackError: REQUEST_FAILED }),
  });
}

/** The campaign (when editing), its product ids and the captains it may have; null id: a new campaign. */
export function useCampaignDetails(campaignId: number | null, enabled = true) {
  return useQuery({
    queryKey: detailsKey(campaignId),
    queryFn: () =>
      apiFetch<CampaignDetails>(`/_api/admin/campaign/details${campaignId ? `?campaignId=${campaignId}` : ''}`, { fallbackError: REQUEST_FAILED }),
    enabled,
    staleTime: 0,
  });
}

/** Every product (the admin list), for the Manage Products checkboxes. */
export function useAllProducts(enabled = true) {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: () => apiFetch<AdminProduct[]>('/_api/admin/products', { fallbackError: REQUEST_FAILED }),
    enabled,
  });
}

function useRefetchCampaigns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => String(query.queryKey[1]).startsWith('campaign') });
}

export function useSaveCampaign() {
  const refetch = useRefetchCampaigns();
  return useMutation({
    mutationFn: (input: { mode: 'create'; body: CreateCampaignInput } | { mode: 'edit'; body: UpdateCampaignInput }) =>
      input.mode === 'create'
        ? post<{ campaign: AdminCampaign }>('/_api/admin/createcampaign', input.body)
        : post<{ campaign: AdminCampaign }>('/_api/admin/campaign/update', input.body),
    onSuccess: (_data, input) => toast.success(input.mode === 'create' ? 'Campaign created successfully!' : 'Campaign updated successfully!'),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refetch,
  });
}

export function useSetCampaignProducts() {
  const refetch = useRefetchCampaigns();
  return useMutation({
    mutationFn: (body: { campaignId: number; productIds: number[]; isActive: boolean }) =>
      post<unknown>('/_api/admin/campaign/products', body, 'Failed to update campaign products'),
    onSuccess: () => toast.success('Campaign products updated successfully'),
    onError: (error) => toast.error(error instanceof Error && error.message ? error.message : 'Failed to update campaign products'),
    onSettled: refetch,
  });
}

export function useCampaignParticipants(campaignId: number) {
  return useQuery({
    queryKey: participantsKey(campaignId),
    queryFn: () => apiFetch<CampaignParticipants>(`/_api/admin/campaign/participants?campaignId=${campaignId}`, { fallbackError: REQUEST_FAILED }),
  });
}

export function useParticipantChange(campaignId: number, action: 'add' | 'remove') {
  const queryClient = useQueryClient();
  const refetch = useRefetchCampaigns();
  return useMutation({
    mutationFn: (userId: number) =>
      post<CampaignParticipants>(`/_api/admin/campaign/participants${action === 'remove' ? '/remove' : ''}`, { campaignId, userId }),
    onSuccess: (data) => {
      queryClient.setQueryData(participantsKey(campaignId), { participants: data.participants, availableUsers: data.availableUsers });
      toast.success(action === 'add' ? 'Participant added successfully!' : 'Participant removed successfully!');
    },
    onError: (error) => toast.error(messageOf(error)),
    onSettled: refetch,
  });
}
