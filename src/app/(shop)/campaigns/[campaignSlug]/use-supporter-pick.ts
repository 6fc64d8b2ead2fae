'use client';

import { useSyncExternalStore } from 'react';
import {
  cartAttributionSnapshot,
  serverCartAttributionSnapshot,
  subscribeCartAttribution,
} from '@/components/cart/cart-attribution-store';
import { pickFor, type SupporterPick } from '@/lib/cart/attribution';

export type PickableFundraiser = { userId: number; displayName: string };

/**
 * The picker's stored choice for this campaign, if it still stands: the whole team, or a fundraiser who is still on
 * the page's list (someone who left the campaign or hid their page is no longer a choice).
 */
export function useSupporterPick(campaignId: number, fundraisers: readonly PickableFundraiser[]): SupporterPick | null {
  const attribution = useSyncExternalStore(
    subscribeCartAttribution,
    cartAttributionSnapshot,
    serverCartAttributionSnapshot,
  );
  const pick = pickFor(attribution, campaignId);
  if (!pick) return null;
  if (pick.subAccountId === null) return pick;
  const fundraiser = fundraisers.find((f) => f.userId === pick.subAccountId);
  return fundraiser ? { ...pick, name: fundraiser.displayName } : null;
}
