import 'server-only';
import { and, eq } from 'drizzle-orm';
import { outstandingCents } from '@/lib/payment-ledger';
import type { OrderPaymentsResponse, RecordPaymentResult, RecordPaymentValues } from '@/lib/validation/order-payments';
import { CAPTAIN_REFUND_REFUSED } from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import { getDb } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { getOrderMoney, listOrderPayments } from '@/server/db/queries/order-payments';
import { campaigns, orders } from '@/server/db/schema';
import { badRequest, forbidden, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { orderPaymentJson } from '@/server/serializers';
import type { AuditActor } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { entryProblem, ledgerOrderColumns, writeLedgerEntries, type LedgerOrder } from './ledger-entries';
import { resolveCollector } from './payment-collector';

/* One order's payments: the admin's and the captain's call to record one, and the ledger as the order page reads it. */

/** Locks one order; with a manager, only an order of a campaign they manage (else null, as for an unknown one). */
async function lockOrder(tx: Transaction, orderId: number, manager?: CampaignManager): Promise<LedgerOrder | null> {
  const query = tx.select(ledgerOrderColumns).from(orders);
  const [order] = manager
    ? await query
        .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
        .where(and(eq(orders.id, orderId), campaignsManagedBy(manager)))
        .for('update', { of: orders })
    : await query.where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

const figures = (order: LedgerOrder) => ({
  collectedCents: order.collectedCents,
  outstandingCents: outstandingCents(order),
  paymentStatus: order.paymentStatus,
});

/**
 * Records one payment (positive) or refund (negative) on an order. With `manager` (the captain's call) only an order
 * of a campaign they manage is found; any other answers 404 like an unknown one. Refunds are staff's: a captain
 * records payments only (403). With an Idempotency-Key, a retry answers the first response and records nothing.
 */
export async function recordOrderPayment({
  actor,
  manager,
  input,
  idempotent = null,
}: {
  actor: AuditActor;
  manager?: CampaignManager;
  input: RecordPaymentValues;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<RecordPaymentResult>> {
  if (manager && manager.role !== 'admin' && input.amountCents < 0) throw forbidden(CAPTAIN_REFUND_REFUSED);
  return runIdempotent(idempotent, 201, async (tx) => {
    const order = await lockOrder(tx, input.orderId, manager);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const problem = entryProblem(order, input.amountCents);
    if (problem) throw badRequest(problem);
    const collector = await resolveCollector(tx, input.collectedByUserId, [order], manager);
    const [written] = await writeLedgerEntries(tx, actor, [{ order, amountCents: input.amountCents }], {
      method: input.method,
      reference: input.reference,
      collector,
      receivedAt: input.receivedAt,
    });
    const payment = orderPaymentJson({ ...written!.payment, collectorName: collector?.displayName ?? null });
    return { payment, ...figures(written!.order) };
  });
}

/** An order's ledger, newest first, with its figures; 404 for an unknown order. */
export async function loadOrderPayments({ orderId }: { orderId: number }): Promise<OrderPaymentsResponse> {
  const db = await getDb();
  return db.transaction(
    async (tx) => {
      const order = await getOrderMoney({ orderId }, tx);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const payments = await listOrderPayments({ orderId }, tx);
      return {
        payments: payments.map(orderPaymentJson),
        collectedCents: order.collectedCents,
        outstandingCents: outstandingCents(order),
        paymentStatus: order.paymentStatus,
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}
