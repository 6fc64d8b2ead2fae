'use client';

import { useEffect } from 'react';
import { writeQrMarker } from '@/components/cart/cart-attribution-store';

/**
 * On a page a QR code opens (`?src=qr`): remembers the visit with the cart's attribution, so an order placed later
 * (after a reload, or from the cart) records `qr`, then drops the marker from the address bar so a link copied from
 * there is not counted as a scan. The page itself is cached and the same for everyone; only the browser reads this.
 */
export function QrArrival({ campaignId, subAccountId }: { campaignId: number; subAccountId: number | null }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('src') !== 'qr') return;
    writeQrMarker({ campaignId, subAccountId, at: Date.now() });
    url.searchParams.delete('src');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [campaignId, subAccountId]);
  return null;
}
