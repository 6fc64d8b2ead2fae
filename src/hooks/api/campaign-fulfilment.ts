'use client';

import { fulfilmentKeys } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import {
  fulfilmentEndpoints,
  type CampaignFulfilment,
  type FulfilmentScope,
  type MarkHandedOutResult,
} from '@/lib/contracts/campaign-fulfilment';
import { toast } from '@/lib/toast';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/**
 * A campaign's fulfilment sheet (of one roast day with `roastDate`); the page's server render supplies the first
 * answer.
 */
export function useCampaignFulfilment(
  scope: FulfilmentScope,
  campaignId: number,
  initialData: CampaignFulfilment,
  roastDate?: string,
) {
  return useQuery({
    queryKey: fulfilmentKeys.detail(campaignId, { scope, roastDate: roastDate ?? null }),
    queryFn: () => callEndpoint(fulfilmentEndpoints[scope].sheet, { query: { campaignId, roastDate } }),
    initialData,
    // Dropped when the page closes: the next visit starts from the server's fresh render.
    gcTime: 0,
  });
}

/** The sheet as a CSV download (a plain link: the browser saves it). */
export const fulfilmentCsvUrl = (scope: FulfilmentScope, campaignId: number, roastDate?: string) =>
  endpointUrl(fulfilmentEndpoints[scope].sheet, { campaignId, format: 'csv', roastDate });

export type HandOutRequest = { orderIds: number[]; handOutUnpaid?: boolean };

/**
 * Marks orders handed out (delivered) and refetches the sheet and the order lists. The success toast carries an Undo
 * for the orders that changed (`onUndo`); the rows offer the same until someone changes the order again.
 */
export function useMarkHandedOut(scope: FulfilmentScope, onUndo: (orderIds: number[]) => void) {
  return useToastMutation<HandOutRequest, MarkHandedOutResult>({
    mutationFn: (body) => callEndpoint(fulfilmentEndpoints[scope].handOut, { body }),
    onSuccess: ({ message, changedIds }) =>
      toast.success(
        message,
        changedIds.length > 0 ? { action: { label: 'Undo', onClick: () => onUndo(changedIds) } } : undefined,
      ),
    failure: (message) => `Could not mark handed out: ${message}`,
    // A status change shows in the admin's order lists and Activity tab too (nothing cached there for a captain).
    invalidates: refetchAfter.handOut(),
  });
}

/** Undoes hand-outs made from the sheet: the orders get back the status they had. */
export function useUndoHandedOut(scope: FulfilmentScope) {
  return useToastMutation({
    mutationFn: (orderIds: number[]) => callEndpoint(fulfilmentEndpoints[scope].undoHandOut, { body: { orderIds } }),
    success: ({ message }) => message,
    failure: (message) => `Could not undo: ${message}`,
    invalidates: refetchAfter.handOut(),
  });
}
