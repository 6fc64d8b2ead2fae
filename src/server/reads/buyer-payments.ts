import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { BuyerPayment } from '@/lib/contracts/order-page';
import { splitLedger } from '@/lib/gifts/payment-split';
import type { Executor } from '@/server/db';
import { orderPayments } from '@/server/db/schema';

/**
 * The order's ledger as the buyer sees it (issue 29): each payment and refund, and, when the campaign names an
 * organisation, what of it paid for the coffee and what was a contribution (money pays for the coffee first).
 */
export async function readBuyerPayments(
  db: Executor,
  orderId: number,
  { fairMarketValueCents, withSplit }: { fairMarketValueCents: number; withSplit: boolean },
): Promise<BuyerPayment[]> {
  const entries = await db
    .select({
      amountCents: orderPayments.amountCents,
      method: orderPayments.method,
      receivedAt: orderPayments.receivedAt,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.id));
  return splitLedger(entries, fairMarketValueCents).map(
    ({ amountCents, method, receivedAt, coffeeCents, contributionCents }) => ({
      amountCents,
      method,
      receivedAt: receivedAt.toISOString(),
      split: withSplit ? { coffeeCents, contributionCents } : null,
    }),
  );
}
