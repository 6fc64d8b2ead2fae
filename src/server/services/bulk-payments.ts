import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import { outstandingCents } from '@/lib/payment-ledger';
import type { BulkPaymentsResult } from '@/lib/contracts/order-payments';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import { orders } from '@/server/db/schema';
import { notFound, ordersNotFound } from '@/server/errors';
import type { AuditActor } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { ledgerOrderColumns, writeLedgerEntries } from './ledger-entries';
import { resolveCollector } from './payment-collector';

export const bulkPaymentsNotFound = (missing: number[]) => ordersNotFound(missing, 'no payment was recorded');

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * "Mark these 40 orders paid in cash, collected by Sofia": one payment of exactly its outstanding amount on each
 * listed order that has one, in one transaction with the rows locked in id order and one audit entry per order.
 * Cancelled and fully paid orders are skipped and counted; an unknown id, or a collector who may not be named for
 * one of the orders, changes nothing.
 */
export async function bulkRecordPayments({
  actor,
  orderIds,
  method,
  reference,
  collectedByUserId,
  receivedAt,
  idempotent = null,
}: {
  actor: AuditActor;
  orderIds: number[];
  method: PaymentMethod;
  reference: string | null;
  collectedByUserId: number | null;
  receivedAt: Date | null;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<BulkPaymentsResult>> {
  return runIdempotent(idempotent, 200, async (tx) => {
    const ids = [...new Set(orderIds)];
    const locked = await tx
      .select(ledgerOrderColumns)
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.id))
      .for('update');
    if (locked.length < ids.length) {
      const found = new Set(locked.map((order) => order.id));
      throw notFound(bulkPaymentsNotFound(ids.filter((id) => !found.has(id))));
    }
    const due = locked.filter((order) => outstandingCents(order) > 0);
    const collector = await resolveCollector(tx, collectedByUserId, due);
    const written = await writeLedgerEntries(
      tx,
      actor,
      due.map((order) => ({ order, amountCents: outstandingCents(order) })),
      { method, reference, collector, receivedAt },
    );
    const recorded = written.length;
    const skipped = locked.length - recorded;
    const totalCents = written.reduce((sum, entry) => sum + entry.payment.amountCents, 0);
    const message =
      `${plural(recorded, 'payment', 'payments')} recorded (${formatCents(totalCents)})` +
      (skipped > 0 ? `; ${plural(skipped, 'order', 'orders')} skipped (cancelled or already paid).` : '.');
    return { message, recorded, skipped, totalCents };
  });
}
