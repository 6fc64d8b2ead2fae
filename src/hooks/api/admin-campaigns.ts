'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeysFactory } from '@/lib/query-keys';
import type {
  AdminCampaign,
  CampaignDetails,
  CampaignParticipants,
  CreateCampaignInput,
  UpdateCampaignInput,
} from '@/lib/validation/admin-campaigns';
import { useToastMutation } from './use-toast-mutation';

/** The campaign list, one campaign's details (null id: the new-campaign form), its participants, and the writes. */
export const campaignKeys = {
  ...queryKeysFactory('admin-campaigns'),
  participants: (campaignId: number) => ['admin-campaigns', 'participants', campaignId] as const,
};

export function useAdminCampaigns() {
  return useQuery({ queryKey: campaignKeys.list(), queryFn: () => apiFetch<AdminCampaign[]>('/_api/admin/campaigns') });
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
    invalidates: [campaignKeys.all],
  });
}

export function useSetCampaignProducts() {
  return useToastMutation({
    mutationFn: (body: { campaignId: number; productIds: number[]; isActive: boolean }) =>
      apiFetch<unknown>('/_api/admin/campaign/products', { body, fallbackError: 'Failed to update campaign products' }),
    success: 'Campaign products updated successfully',
    fallbackError: 'Failed to update campaign products',
    invalidates: [campaignKeys.all],
  });
}

export function useCampaignParticipants(campaignId: number) {
  return useQuery({
    queryKey: campaignKeys.participants(campaignId),
    queryFn: () => apiFetch<CampaignParticipants>('/_api/admin/campaign/participants', { query: { campaignId } }),
  });
}

export function useParticipantChange(campaignId: number, action: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useToastMutation({
    mutationFn: (userId: number) =>
      apiFetch<CampaignParticipants>(`/_api/admin/campaign/participants${action === 'remove' ? '/remove' : ''}`, {
        body: { campaignId, userId },
      }),
    onSuccess: (data) =>
      queryClient.setQueryData(campaignKeys.participants(campaignId), {
        participants: data.participants,
        availableUsers: data.availableUsers,
      }),
    success: action === 'add' ? 'Participant added successfully!' : 'Participant removed successfully!',
    invalidates: [campaignKeys.all],
  });
}
