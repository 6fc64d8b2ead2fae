'use client';

import { campaignKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, fetchAllPages } from '@/lib/api-client';
import type {
  AdminCampaign,
  AdminCampaignList,
  CampaignDetails,
  CampaignParticipants,
  CreateCampaignInput,
  UpdateCampaignInput,
} from '@/lib/validation/admin-campaigns';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** One page of the list: `page`, `pageSize` and `sort` (absent: newest first). */
export type CampaignListQuery = { page: number; pageSize: number; sort?: string };

export function useAdminCampaigns(query: CampaignListQuery) {
  return useQuery({
    queryKey: campaignKeys.list(query),
    queryFn: () => apiFetch<AdminCampaignList>('/_api/admin/campaigns', { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every campaign by name: the orders list's campaign filter. */
export function useCampaignOptions() {
  return useQuery({
    queryKey: campaignKeys.list({ every: true }),
    queryFn: () => fetchAllPages<AdminCampaign>('/_api/admin/campaigns', 'campaigns', { sort: 'name' }),
  });
}

/** The campaign (when editing), its product ids and the captains it may have. */
export function useCampaignDetails(campaignId: number | null, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.detail(campaignId ?? 'new'),
    queryFn: () => apiFetch<CampaignDetails>('/_api/admin/campaign/details', { query: { campaignId } }),
    enabled,
    staleTime: 0,
  });
}

type SaveCampaign = { mode: 'create'; body: CreateCampaignInput } | { mode: 'edit'; body: UpdateCampaignInput };

export function useSaveCampaign() {
  return useToastMutation({
    mutationFn: (input: SaveCampaign) =>
      apiFetch<{ campaign: AdminCampaign }>(
        input.mode === 'create' ? '/_api/admin/createcampaign' : '/_api/admin/campaign/update',
        {
          body: input.body,
        },
      ),
    success: (_result, input) =>
      input.mode === 'create' ? 'Campaign created successfully!' : 'Campaign updated successfully!',
    invalidates: refetchAfter.campaignChange(),
  });
}

export function useSetCampaignProducts() {
  return useToastMutation({
    mutationFn: (body: { campaignId: number; productIds: number[]; isActive: boolean }) =>
      apiFetch<unknown>('/_api/admin/campaign/products', { body, fallbackError: 'Failed to update campaign products' }),
    success: 'Campaign products updated successfully',
    fallbackError: 'Failed to update campaign products',
    invalidates: refetchAfter.campaignChange(),
  });
}

/** Both lists of the Manage Participants dialog, each paged; the available people searched by `availableSearch`. */
export type ParticipantsQuery = {
  page: number;
  pageSize: number;
  availablePage: number;
  availablePageSize: number;
  availableSearch?: string;
};

export function useCampaignParticipants(campaignId: number, params: ParticipantsQuery) {
  return useQuery({
    queryKey: campaignKeys.participants(campaignId, params),
    queryFn: () =>
      apiFetch<CampaignParticipants>('/_api/admin/campaign/participants', { query: { campaignId, ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** Adds or removes a participant; both lists (whatever page they show) and the campaigns' counts are refetched. */
export function useParticipantChange(campaignId: number, action: 'add' | 'remove') {
  return useToastMutation({
    mutationFn: (userId: number) =>
      apiFetch<CampaignParticipants>(`/_api/admin/campaign/participants${action === 'remove' ? '/remove' : ''}`, {
        body: { campaignId, userId },
      }),
    success: action === 'add' ? 'Participant added successfully!' : 'Participant removed successfully!',
    invalidates: refetchAfter.campaignChange(),
  });
}
