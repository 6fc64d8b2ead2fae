import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { orderPayments, orders, type OrderPayment } from '@/server/db/schema';

type Entry = {
  orderId: number;
  /** Negative for a refund. */
  amountCents: number;
  method?: OrderPayment['method'];
  collectedByUserId?: number | null;
};

/**
 * Writes a payment ledger entry as the payment service does (the entry and the order's running sum in one
 * transaction), without its checks: balance tests only read the ledger. The order's CHECK still refuses a sum
 * outside 0..total.
 */
export async function recordLedgerEntry({ orderId, amountCents, method = 'cash', collectedByUserId = null }: Entry) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(orderPayments)
      .values({ orderId, amountCents, method, collectedByUserId, recordedByName: 'Test ledger' })
      .returning();
    await tx
      .update(orders)
      .set({ collectedCents: sql`${orders.collectedCents} + ${amountCents}` })
      .where(eq(orders.id, orderId));
    return entry!;
  });
}
