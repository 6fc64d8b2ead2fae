'use client';

import dynamic from 'next/dynamic';
import { CartAndCheckoutSkeleton } from '@/components/cart/lazy-cart-and-checkout';

/*
 * The campaign page's shop parts load after the page is interactive: the supporter picker, and the cart and
 * checkout (they sit below the leaderboard here). Visitors who only read the leaderboard never wait for them, and
 * the page's first-load JavaScript stays within the 160 kB budget.
 */

export const LazySupporterPicker = dynamic(
  () => import('./supporter-picker').then((module) => module.SupporterPicker),
  {
    ssr: false,
    loading: () => (
      <div className="space-y-4" aria-busy="true">
        <p className="text-xl font-semibold">Who are you supporting?</p>
        <div className="h-40 animate-pulse rounded-xl bg-muted" />
      </div>
    ),
  },
);

export const LazyCampaignCart = dynamic(() => import('./campaign-cart').then((module) => module.CampaignCart), {
  ssr: false,
  loading: CartAndCheckoutSkeleton,
});
