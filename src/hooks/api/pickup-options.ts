'use client';

import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import {
  adminPickupEndpoints,
  captainPickupEndpoints,
  type ManagedPickupOptionsResponse,
} from '@/lib/contracts/campaign-plan';
import type { PickupOptionFormBody, PlanFormBody } from '@/lib/forms/campaign-plan-form';
import { pickupOptionKeys } from './query-keys';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/*
 * Pickup options and the campaign plan in the browser (issue 25). `scope` picks the endpoint set: staff ('admin':
 * any campaign, and the shop's own with campaignId null) or a captain ('captain': a campaign they manage).
 */

export type PickupScope = 'admin' | 'captain';

const endpointsOf = (scope: PickupScope) => (scope === 'admin' ? adminPickupEndpoints : captainPickupEndpoints);

/** The managed list; the page's server render supplies the first answer. */
export function useManagedPickupOptions(
  scope: PickupScope,
  campaignId: number | null,
  initialData: ManagedPickupOptionsResponse,
) {
  return useQuery({
    queryKey: pickupOptionKeys.managed(scope, campaignId),
    queryFn: () => callEndpoint(endpointsOf(scope).list, { query: campaignId === null ? {} : { campaignId } }),
    initialData,
    gcTime: 0,
  });
}

/** Adds (no id) or changes (with id) an option, sending every field of the dialog. */
export function useSavePickupOption(scope: PickupScope, campaignId: number | null) {
  return useToastMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PickupOptionFormBody }) =>
      id === null
        ? callEndpoint(endpointsOf(scope).create, { body: { campaignId, ...body } })
        : callEndpoint(endpointsOf(scope).update, { body: { id, ...body } }),
    success: ({ message }) => message,
    failure: (message) => `Could not save the pickup option: ${message}`,
    invalidates: refetchAfter.pickupChange(),
  });
}

export function useDeletePickupOption(scope: PickupScope) {
  return useToastMutation({
    mutationFn: (id: number) => callEndpoint(endpointsOf(scope).delete, { body: { id } }),
    success: ({ message }) => message,
    failure: (message) => `Could not delete the pickup option: ${message}`,
    invalidates: refetchAfter.pickupChange(),
  });
}

/** The deadline and payment instructions of a campaign (the captain's plan call; an admin may call it too). */
export function useSaveCampaignPlan(campaignId: number) {
  return useToastMutation({
    mutationFn: (plan: PlanFormBody) => callEndpoint(captainPickupEndpoints.plan, { body: { campaignId, ...plan } }),
    success: ({ message }) => message,
    failure: (message) => `Could not save the plan: ${message}`,
    invalidates: refetchAfter.planChange(),
  });
}
