'use client';

import { callEndpoint } from '@/lib/api-client';
import { shopRoastingEndpoints } from '@/lib/contracts/shop-roasting';
import { auditKeys } from './query-keys';
import { useToastMutation } from './use-toast-mutation';

/** Saves the shop's roasting days (issue 28); the answer carries the days as saved and the next shop roast day. */
export function useSaveShopRoasting() {
  return useToastMutation({
    mutationFn: (roastWeekdays: number[]) => callEndpoint(shopRoastingEndpoints.update, { body: { roastWeekdays } }),
    success: ({ message }) => message,
    failure: (message) => `Could not save the roasting days: ${message}`,
    // The change is audited: the Activity tab shows it.
    invalidates: [auditKeys.all],
  });
}
