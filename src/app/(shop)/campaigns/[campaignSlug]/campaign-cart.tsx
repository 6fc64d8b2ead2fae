'use client';

import { CartAndCheckout } from '@/components/cart/cart-and-checkout';
import { SupportingNotice } from './supporter-picker';
import type { PickableFundraiser } from './use-supporter-pick';

/**
 * The campaign page's cart and checkout. The order is credited to the supporter picker's choice, read as the order
 * leaves (no choice, no order); the checkout names the choice. Loaded lazily with the picker (lazy-shop.tsx): on
 * this page both sit below the leaderboard.
 */
export function CampaignCart({ campaignId, fundraisers }: { campaignId: number; fundraisers: PickableFundraiser[] }) {
  return (
    <CartAndCheckout
      campaignId={campaignId}
      sourcePage="campaign"
      pickFrom={fundraisers.map((f) => f.userId)}
      notice={<SupportingNotice campaignId={campaignId} fundraisers={fundraisers} />}
    />
  );
}
