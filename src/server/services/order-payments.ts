import 'server-only';
import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { outstandingCents } from '@/lib/payment-ledger';
import type { RecordPaymentResult } from '@/lib/contracts/order-payments';
import {
  type AdminRecordPaymentValues,
  CAPTAIN_REFUND_REFUSED,
  type FundraiserPaymentInput,
  type RecordPaymentValues,
} from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaignParticipants, campaigns, orders } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { orderPaymentJson } from '@/server/reads/order-payments';
import { personName, type AuditActor } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { entryProblem, ledgerOrderColumns, writeLedgerEntries, type LedgerOrder } from './ledger-entries';
import { lockEditableOrder } from './order-lines';
import { returnLines } from './order-returns';
import { resolveCollector } from './payment-collector';

/* One order's payments: the admin's and the captain's call to record one (the ledger's read: src/server/reads). */

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
 * records payments only (403). Staff's refund may name returned bags (order-edits.ts: they come off the order and
 * the amount defaults to their value). With an Idempotency-Key, a retry answers the first response and records
 * nothing.
 */
export async function recordOrderPayment({
  actor,
  manager,
  input,
  idempotent = null,
}: {
  actor: AuditActor;
  manager?: CampaignManager;
  input: RecordPaymentValues | AdminRecordPaymentValues;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<RecordPaymentResult>> {
  const returned = 'returnedLines' in input ? input.returnedLines : null;
  const refund = returned !== null || (input.amountCents ?? 0) < 0;
  if (manager && manager.role !== 'admin' && refund) throw forbidden(CAPTAIN_REFUND_REFUSED);
  return runIdempotent(idempotent, 201, async (tx) => {
    if (returned) {
      const order = await lockEditableOrder(tx, input.orderId);
      const collector = await resolveCollector(tx, input.collectedByUserId, [order], manager);
      const details = { method: input.method, reference: input.reference, collector, receivedAt: input.receivedAt };
      const result = await returnLines(tx, actor, order, returned, { amountCents: input.amountCents, details });
      const payment = orderPaymentJson({ ...result.refund.payment, collectorName: collector?.displayName ?? null });
      return { payment, ...figures(result.order) };
    }
    const amountCents = input.amountCents!;
    const order = await lockOrder(tx, input.orderId, manager);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const problem = entryProblem(order, amountCents);
    if (problem) throw badRequest(problem);
    const collector = await resolveCollector(tx, input.collectedByUserId, [order], manager);
    const [written] = await writeLedgerEntries(tx, actor, [{ order, amountCents }], {
      method: input.method,
      reference: input.reference,
      collector,
      receivedAt: input.receivedAt,
    });
    const payment = orderPaymentJson({ ...written!.payment, collectorName: collector?.displayName ?? null });
    return { payment, ...figures(written!.order) };
  });
}

/** A fundraiser's refusal for an order that was cancelled: nothing can be paid on it (staff record refunds). */
export const fundraiserCancelledOrder = (orderNumber: string) =>
  `Order ${orderNumber} was cancelled: there is nothing to pay on it. If the buyer paid you, give the money back or ask your captain.`;

/**
 * Locks an order credited to the fundraiser (orders.sub_account_id) while they are on its campaign's team, as their
 * Unpaid Orders list shows it; null for anything else (another's order, an unknown one, a team they left).
 */
async function lockCreditedOrder(tx: Transaction, orderId: number, userId: number): Promise<LedgerOrder | null> {
  const onTeam = tx
    .select({ one: sql`1` })
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, orders.campaignId), eq(campaignParticipants.userId, userId)));
  const [order] = await tx
    .select(ledgerOrderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.subAccountId, userId), or(isNull(orders.campaignId), exists(onTeam))))
    .for('update', { of: orders });
  return order ?? null;
}

/**
 * A fundraiser records money they took for an order credited to them: a payment only (positive), themselves as the
 * collector, now as the time received, the fundraiser as the audit entry's actor. Another's order or an unknown one
 * answers 404; a cancelled one 409; more than is outstanding (or a paid order) 400, with the ledger's own messages.
 * With an Idempotency-Key, a retry answers the first response and records nothing.
 */
export async function recordFundraiserPayment({
  actor,
  input,
  idempotent = null,
}: {
  actor: AuditActor;
  input: FundraiserPaymentInput;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<RecordPaymentResult>> {
  return runIdempotent(idempotent, 201, async (tx) => {
    const order = await lockCreditedOrder(tx, input.orderId, actor.id);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.orderStatus === 'cancelled') throw new ApiError('conflict', fundraiserCancelledOrder(order.orderNumber));
    const problem = entryProblem(order, input.amountCents);
    if (problem) throw badRequest(problem);
    const collector = { userId: actor.id, displayName: personName(actor) };
    const [written] = await writeLedgerEntries(tx, actor, [{ order, amountCents: input.amountCents }], {
      method: input.method,
      reference: null,
      collector,
      receivedAt: null,
    });
    const payment = orderPaymentJson({ ...written!.payment, collectorName: collector.displayName });
    return { payment, ...figures(written!.order) };
  });
}
