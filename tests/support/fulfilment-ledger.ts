import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { orderPayments, orders, paymentMethods } from '@/server/db/schema';

/**
 * Records a payment (a negative amount: a refund) straight into the ledger and moves the order's collected_cents by
 * the same amount, in one transaction, as the payment service does. For tests of what reads the ledger; the
 * service that records payments has its own tests.
 */
export async function recordTestPayment({
  orderId,
  amountCents,
  method = 'cash',
}: {
  orderId: number;
  amountCents: number;
  method?: (typeof paymentMethods)[number];
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(orderPayments).values({ orderId, amountCents, method });
    await tx
      .update(orders)
      .set({ collectedCents: sql`${orders.collectedCents} + ${amountCents}` })
      .where(eq(orders.id, orderId));
  });
}
