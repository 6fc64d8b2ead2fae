'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { BodyInput } from '@/lib/contracts/endpoint';
import { familyEndpoints, type FamilyChild } from '@/lib/contracts/family';
import { familyKeys } from './query-keys';

/*
 * Issue 27, the family screen's data: the guardian's children, and the writes on them. Every write refetches the
 * children (names, consent, campaign); the page's server-rendered parts (credited orders) refresh with the route.
 */

type Family = typeof familyEndpoints;

export function useFamilyChildren(initialData: FamilyChild[]) {
  return useQuery({
    queryKey: familyKeys.children,
    queryFn: async () =>
      (await callEndpoint(familyEndpoints.list, { fallbackError: 'Failed to load your family' })).children,
    initialData,
    staleTime: 60_000,
  });
}

/** A family write: call it, then refetch the children whether it succeeded or not. */
function useFamilyMutation<D extends Family[keyof Family]>(endpoint: D, fallbackError: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<D>) => callEndpoint(endpoint, { body, fallbackError }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyKeys.children }),
  });
}

export const useAddChild = () => useFamilyMutation(familyEndpoints.addChild, 'Failed to add the child');
export const useSaveChildSettings = () => useFamilyMutation(familyEndpoints.childSettings, 'Failed to save the page');
export const useGiveConsent = () => useFamilyMutation(familyEndpoints.consent, 'Failed to record consent');
export const useInviteGuardian = () =>
  useFamilyMutation(familyEndpoints.inviteGuardian, 'Failed to send the invitation');
export const useAcceptGuardian = () =>
  useFamilyMutation(familyEndpoints.acceptGuardian, 'Failed to accept the invitation');
