'use client';

import { useEffect } from 'react';
import { CART_ATTRIBUTION_KEY } from '@/lib/cart/attribution-key';

/**
 * On a page a QR code opens (`?src=qr`): remembers the visit with the cart's attribution, so an order placed later
 * (after a reload, or from the cart) records `qr`, then drops the marker from the address bar so a link copied from
 * there is not counted as a scan. The page itself is cached and the same for everyone; only the browser reads this.
 * Written straight to localStorage (the readers validate what they read): this runs on every fundraising page.
 */
export function QrArrival({ campaignId, subAccountId }: { campaignId: number; subAccountId: number | null }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('src') !== 'qr') return;
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(CART_ATTRIBUTION_KEY) ?? '{}');
      const next = stored && typeof stored === 'object' ? stored : {};
      localStorage.setItem(
        CART_ATTRIBUTION_KEY,
        JSON.stringify({ ...next, qr: { campaignId, subAccountId, at: Date.now() } }),
      );
    } catch {
      // Private mode or a corrupt value: the order is then counted by its page.
    }
    url.searchParams.delete('src');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [campaignId, subAccountId]);
  return null;
}
