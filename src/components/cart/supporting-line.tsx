'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import {
  cartAttributionSnapshot,
  clearSupporterPick,
  serverCartAttributionSnapshot,
  subscribeCartAttribution,
} from './cart-attribution-store';

/**
 * "Supporting {name} · Change" over the checkout wherever the cart is, when a pick stands. Change leads to the
 * campaign page's picker; a campaign without a page has nowhere to choose again, so there Change forgets the pick
 * and leads to the shop (on the fundraiser's own page the order would still be theirs, the spec's rule). See
 * docs/decisions/credit-follows-the-buyer.md.
 */
export function SupportingLine() {
  const { pick } = useSyncExternalStore(
    subscribeCartAttribution,
    cartAttributionSnapshot,
    serverCartAttributionSnapshot,
  );
  if (!pick) return null;
  const change = 'text-primary underline underline-offset-4';
  return (
    <p className="mt-3 rounded-lg bg-secondary px-3 py-2 text-sm" data-testid="checkout-supporting">
      Supporting <strong>{pick.name}</strong> ·{' '}
      {pick.campaignPath ? (
        <Link href={`${pick.campaignPath}#supporter-picker`} className={change}>
          Change
        </Link>
      ) : (
        <Link href="/products" onClick={clearSupporterPick} className={change}>
          Change
        </Link>
      )}
    </p>
  );
}
