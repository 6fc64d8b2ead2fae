import { formatCents } from '@/lib/format';
import type { FulfilmentOrder } from '@/lib/contracts/campaign-fulfilment';
import { ORDER_SOURCE_LABELS } from '@/lib/labels/order-sources';

/**
 * Below an order's bags on the sheet (issue 29): its gift for the team, and "Paper order form" or "Booth sale" for an
 * order the team typed in, so whoever hands out knows there may be no e-mail and where the money went.
 */
export function OrderExtras({ order }: { order: Pick<FulfilmentOrder, 'giftCents' | 'source'> }) {
  const typedIn = order.source === 'paper' || order.source === 'booth';
  return (
    <>
      {order.giftCents > 0 ? (
        <li>
          Gift for the team <span className="tabular-nums">{formatCents(order.giftCents)}</span>
        </li>
      ) : null}
      {typedIn ? <li className="text-muted-foreground">{ORDER_SOURCE_LABELS[order.source!]}</li> : null}
    </>
  );
}
