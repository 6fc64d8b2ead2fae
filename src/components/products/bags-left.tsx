import { Button } from '@/components/ui/button';
import { FEW_LEFT_BAGS } from '@/lib/coffee/cap-math';

/*
 * Issue 28: a coffee under a batch limit says "Only N left" near the end and "Sold out" after (N in bags of its
 * default size). Server-rendered: no script, and the cached page follows each order (readCampaignBagsLeft's tags).
 */

export const isSoldOut = (bagsLeft: number | undefined) => bagsLeft !== undefined && bagsLeft <= 0;

export function BagsLeftNote({ bagsLeft }: { bagsLeft: number | undefined }) {
  if (bagsLeft === undefined || bagsLeft > FEW_LEFT_BAGS) return null;
  const soldOut = bagsLeft <= 0;
  return (
    <p
      className={
        soldOut
          ? 'self-start rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold text-muted-foreground'
          : 'self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900'
      }
    >
      {soldOut ? 'Sold out' : `Only ${bagsLeft} left`}
    </p>
  );
}

/** In place of the grind, size and Add to Cart of a sold-out coffee: the button, disabled. */
export function SoldOutAction({ productName }: { productName: string }) {
  return (
    <Button type="button" size="sm" disabled aria-label={`Add to Cart for ${productName} (sold out)`}>
      Add to Cart
    </Button>
  );
}
