'use client';

import { useShopCapStatus } from '@/hooks/api/campaign-caps';
import { formatCalendarDate } from '@/lib/format';

/**
 * The coffee's shop cap on the next roast day (issue 28): what shop orders took, what is left and the demand refused
 * beyond it. Nothing while the coffee has no saved shop cap.
 */
export function ShopCapStatus({ productId, capped }: { productId: number; capped: boolean }) {
  const status = useShopCapStatus(capped);
  if (!capped || status.isPending) return null;
  if (status.isError)
    return (
      <p role="alert" className="text-xs text-destructive">
        Could not load the shop cap&apos;s figures: {status.error.message}
      </p>
    );
  const cap = status.data.caps.find((each) => each.productId === productId);
  if (!cap) return null;
  const left = cap.remainingBags === null ? null : cap.remainingBags === 0 ? 'sold out' : `${cap.remainingBags} left`;
  return (
    <p className="text-xs text-muted-foreground" data-testid="shop-cap-status">
      {formatCalendarDate(status.data.roastDate)} roast: {cap.soldBags} bags sold
      {left ? `, ${left}` : ''}; demand beyond the cap: {cap.refusedBags} bags.
    </p>
  );
}
