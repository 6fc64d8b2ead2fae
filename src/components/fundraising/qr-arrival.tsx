'use client';

import { useEffect } from 'react';
import { CART_ATTRIBUTION_KEY } from '@/lib/cart/attribution-key';
import { fundraiserVisitPick } from '@/lib/cart/visit-pick';

type Props = {
  campaignId: number;
  subAccountId: number | null;
  /** On a fundraiser's page: the visit is the buyer's choice, kept with the cart (credit-follows-the-buyer.md). */
  pick?: { name: string; campaignPath?: string };
};

function remember(update: (stored: object) => object) {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CART_ATTRIBUTION_KEY) ?? '{}');
    localStorage.setItem(
      CART_ATTRIBUTION_KEY,
      JSON.stringify(update(stored && typeof stored === 'object' ? stored : {})),
    );
  } catch {
    // Private mode or a corrupt value: the order is then counted by its page.
  }
}

/**
 * On a page a QR code opens (`?src=qr`): remembers the visit with the cart's attribution, so an order placed later
 * (after a reload, or from the cart) records `qr`, then drops the marker from the address bar so a link copied from
 * there is not counted as a scan. On a fundraiser's page it also records the pick, so the credit follows the buyer
 * through the shop. The page itself is cached and the same for everyone; only the browser reads this. Written
 * straight to localStorage (the readers validate what they read): this runs on every fundraising page.
 */
export function QrArrival({ campaignId, subAccountId, pick }: Props) {
  const name = pick?.name;
  const campaignPath = pick?.campaignPath;
  useEffect(() => {
    if (name !== undefined && subAccountId !== null) {
      remember((stored) => ({ ...stored, pick: fundraiserVisitPick(campaignId, subAccountId, name, campaignPath) }));
    }
    const url = new URL(window.location.href);
    if (url.searchParams.get('src') !== 'qr') return;
    remember((stored) => ({ ...stored, qr: { campaignId, subAccountId, at: Date.now() } }));
    url.searchParams.delete('src');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [campaignId, subAccountId, name, campaignPath]);
  return null;
}
