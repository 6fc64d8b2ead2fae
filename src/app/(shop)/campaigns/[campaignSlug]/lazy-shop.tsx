'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { CartAndCheckoutSkeleton } from '@/components/cart/lazy-cart-and-checkout';
import { LoadWhenNeeded } from '@/components/cart/load-when-needed';

/*
 * The campaign page's shop parts load once they are needed (LoadWhenNeeded: within a screen of the viewport, lines in
 * the cart, or the visitor's first touch, key or scroll): the supporter picker, and the cart and checkout (they sit
 * below the leaderboard here). Visitors who only read the leaderboard never download them, and what the page loads
 * until the network is idle stays within the 160 kB budget (issue 28; docs/decisions/lean-javascript.md).
 */

function SupporterPickerSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="text-xl font-semibold">Who are you supporting?</p>
      <div className="h-40 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

const SupporterPickerCode = dynamic(() => import('./supporter-picker').then((module) => module.SupporterPicker), {
  ssr: false,
  loading: SupporterPickerSkeleton,
});

const CampaignCartCode = dynamic(() => import('./campaign-cart').then((module) => module.CampaignCart), {
  ssr: false,
  loading: CartAndCheckoutSkeleton,
});

export function LazySupporterPicker(props: ComponentProps<typeof SupporterPickerCode>) {
  return (
    <LoadWhenNeeded placeholder={<SupporterPickerSkeleton />}>
      <SupporterPickerCode {...props} />
    </LoadWhenNeeded>
  );
}

export function LazyCampaignCart(props: ComponentProps<typeof CampaignCartCode>) {
  return (
    <LoadWhenNeeded placeholder={<CartAndCheckoutSkeleton />}>
      <CampaignCartCode {...props} />
    </LoadWhenNeeded>
  );
}
