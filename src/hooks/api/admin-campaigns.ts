'use client';

import { campaignKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { callEndpoint, fetchEveryPage } from '@/lib/api-client';
import { adminCampaignEndpoints as endpoints } from '@/lib/contracts/admin-campaigns';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

const PRODUCTS_FAILED = 'Failed to update campaign products';

/** One page of the list: `page`, `pageSize` and `sort` (absent: newest first). */
export type CampaignListQuery = QueryParams<typeof endpoints.list, 'page' | 'pageSize', number> &
  Partial<QueryParams<typeof endpoints.list, 'sort'>>;

export function useAdminCampaigns(query: CampaignListQuery) {
  return useQuery({
    queryKey: campaignKeys.list(query),
    queryFn: () => callEndpoint(endpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every campaign by name: the orders list's campaign filter. */
export function useCampaignOptions() {
  return useQuery({
    queryKey: campaignKeys.list({ every: true }),
    queryFn: () => fetchEveryPage(endpoints.list, 'campaigns', { sort: 'name' }),
  });
}

/** The campaign (when editing), its product ids and the captains it may have. */
export function useCampaignDetails(campaignId: number | null, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.detail(campaignId ?? 'new'),
    queryFn: () => callEndpoint(endpoints.details, { query: { campaignId } }),
    enabled,
    staleTime: 0,
  });
}

type SaveCampaign =
  | { mode: 'create'; body: BodyInput<typeof endpoints.create> }
  | { mode: 'edit'; body: BodyInput<typeof endpoints.update> };

export function useSaveCampaign() {
  return useToastMutation({
    mutationFn: (input: SaveCampaign) =>
      input.mode === 'create'
        ? callEndpoint(endpoints.create, { body: input.body })
        : callEndpoint(endpoints.update, { body: input.body }),
    success: (_result, input) =>
      input.mode === 'create' ? 'Campaign created successfully!' : 'Campaign updated successfully!',
    invalidates: refetchAfter.campaignChange(),
  });
}

export function useSetCampaignProducts() {
  return useToastMutation({
    mutationFn: (body: BodyInput<typeof endpoints.setProducts>) =>
      callEndpoint(endpoints.setProducts, { body, fallbackError: PRODUCTS_FAILED }),
    success: 'Campaign products updated successfully',
    fallbackError: PRODUCTS_FAILED,
    invalidates: refetchAfter.campaignChange(),
  });
}

/** Both lists of the Manage Participants dialog, each paged; the available people searched by `availableSearch`. */
export type ParticipantsQuery = QueryParams<
  typeof endpoints.participants,
  'page' | 'pageSize' | 'availablePage' | 'availablePageSize',
  number
> &
  Partial<QueryParams<typeof endpoints.participants, 'availableSearch'>>;

export function useCampaignParticipants(campaignId: number, params: ParticipantsQuery) {
  return useQuery({
    queryKey: campaignKeys.participants(campaignId, params),
    queryFn: () => callEndpoint(endpoints.participants, { query: { campaignId, ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** Adds or removes a participant; both lists (whatever page they show) and the campaigns' counts are refetched. */
export function useParticipantChange(campaignId: number, action: 'add' | 'remove') {
  return useToastMutation({
    mutationFn: (userId: number) =>
      callEndpoint(action === 'add' ? endpoints.addParticipant : endpoints.removeParticipant, {
        body: { campaignId, userId },
      }),
    success: action === 'add' ? 'Participant added successfully!' : 'Participant removed successfully!',
    invalidates: refetchAfter.campaignChange(),
  });
}
