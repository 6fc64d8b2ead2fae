import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { orderPayments, orders } from '@/server/db/schema';

type Method = (typeof orderPayments.$inferInsert)['method'];

/**
 * Writes one payment-ledger entry the way the payment service keeps the books: the entry and the order's running
 * `collected_cents` in one transaction (a negative amount is a refund). Only for tests that read the ledger.
 */
export async function addLedgerEntry({
  orderId,
  amountCents,
  method,
  receivedAt = new Date(),
}: {
  orderId: number;
  amountCents: number;
  method: Method;
  receivedAt?: Date;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(orderPayments).values({ orderId, amountCents, method, receivedAt });
    await tx
      .update(orders)
      .set({ collectedCents: sql`${orders.collectedCents} + ${amountCents}` })
      .where(eq(orders.id, orderId));
  });
}
