'use client';

import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { paperOrderEndpoints } from '@/lib/contracts/staff-orders';
import type { PaperOrderBody } from '@/lib/forms/paper-entry-form';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** Staff post to the admin's path; captains, sellers and guardians to the captain's (it finds whom they may enter). */
export type PaperEntryCaller = 'admin' | 'captain';

const FALLBACK = 'Could not check the paper orders. Please try again.';

/** The dry run: every row's problems, likely duplicates and the envelope's difference; nothing is saved. */
export function useCheckPaperOrders(caller: PaperEntryCaller) {
  return useMutation({
    mutationFn: (body: PaperOrderBody) =>
      callEndpoint(paperOrderEndpoints[caller], { body: { ...body, dryRun: true }, fallbackError: FALLBACK }),
  });
}

/** The real save: toasts what was saved, then refreshes whatever shows orders and money. */
export function useSavePaperOrders(caller: PaperEntryCaller) {
  return useToastMutation({
    mutationFn: (body: PaperOrderBody) =>
      callEndpoint(paperOrderEndpoints[caller], { body, fallbackError: 'Could not save the paper orders.' }),
    success: ({ created }) => `${created} paper ${created === 1 ? 'order' : 'orders'} saved.`,
    invalidates: refetchAfter.orderMoneyChange(),
  });
}
