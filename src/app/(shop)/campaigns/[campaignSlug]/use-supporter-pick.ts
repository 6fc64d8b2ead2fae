'use client';

import { useSyncExternalStore } from 'react';
import {
  cartAttributionSnapshot,
  serverCartAttributionSnapshot,
  subscribeCartAttribution,
} from '@/components/cart/cart-attribution-store';
import { pickFor, type SupporterPick } from '@/lib/cart/attribution';

export type PickableFundraiser = { userId: number; displayName: string };

/** The picker's stored choice for this campaign, if it still stands, named as the page names that fundraiser now. */
export function useSupporterPick(campaignId: number, fundraisers: readonly PickableFundraiser[]): SupporterPick | null {
  const attribution = useSyncExternalStore(
    subscribeCartAttribution,
    cartAttributionSnapshot,
    serverCartAttributionSnapshot,
  );
  const pick = pickFor(
    attribution,
    campaignId,
    fundraisers.map((f) => f.userId),
  );
  if (!pick || pick.subAccountId === null) return pick;
  return { ...pick, name: fundraisers.find((f) => f.userId === pick.subAccountId)!.displayName };
}
