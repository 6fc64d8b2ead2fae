'use client';

import { fulfilmentKeys } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import {
  fulfilmentEndpoints,
  type CampaignFulfilment,
  type FulfilmentScope,
} from '@/lib/contracts/campaign-fulfilment';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** A campaign's fulfilment sheet; the page's server render supplies the first answer. */
export function useCampaignFulfilment(scope: FulfilmentScope, campaignId: number, initialData: CampaignFulfilment) {
  return useQuery({
    queryKey: fulfilmentKeys.detail(campaignId, { scope }),
    queryFn: () => callEndpoint(fulfilmentEndpoints[scope].sheet, { query: { campaignId } }),
    initialData,
    // Dropped when the page closes: the next visit starts from the server's fresh render.
    gcTime: 0,
  });
}

/** The sheet as a CSV download (a plain link: the browser saves it). */
export const fulfilmentCsvUrl = (scope: FulfilmentScope, campaignId: number) =>
  endpointUrl(fulfilmentEndpoints[scope].sheet, { campaignId, format: 'csv' });

/** Marks orders handed out (delivered); toasts the server's summary and refetches the sheet and the order lists. */
export function useMarkHandedOut(scope: FulfilmentScope) {
  return useToastMutation({
    mutationFn: (orderIds: number[]) => callEndpoint(fulfilmentEndpoints[scope].handOut, { body: { orderIds } }),
    success: ({ message }) => message,
    failure: (message) => `Could not mark handed out: ${message}`,
    // A status change shows in the admin's order lists and Activity tab too (nothing cached there for a captain).
    invalidates: refetchAfter.handOut(),
  });
}
