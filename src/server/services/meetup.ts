import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { MeetupCollectResult, MeetupUndoResult } from '@/lib/contracts/meetup';
import { formatCents } from '@/lib/format';
import { derivePaymentStatus, outstandingCents } from '@/lib/payment-ledger';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import type { MeetupCollectValues } from '@/lib/validation/meetup';
import { getDb, type Transaction } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/campaign-access';
import { campaigns, orders } from '@/server/db/schema';
import { ApiError, badRequest, forbidden, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { lastMeetupEntries, readMeetupOrder } from '@/server/reads/meetup';
import { personName, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';
import { entryProblem, ledgerOrderColumns, writeLedgerEntries, type LedgerOrder } from './ledger-entries';

/*
 * Meetup mode's writes (issue 25): "Collect $X and hand out" records the payment in the ledger (the caller as its
 * collector) and hands the order out in one transaction, audited as the ledger's own entry, `order.handed_out` and
 * `meetup.collected` (which keeps what undo needs); undo writes the matching refund and puts the status back,
 * audited `meetup.undone`. Orders are found only among the campaigns the caller manages (else 404).
 */

export const meetupCancelled = (orderNumber: string) => `Order ${orderNumber} is cancelled: it can't be handed out.`;
export const meetupAlreadyHandedOut = (orderNumber: string) =>
  `Order ${orderNumber} was handed out already. Undo that first to collect again.`;
export const meetupStillOwed = (orderNumber: string, owedCents: number) =>
  `${formatCents(owedCents)} would still be owed on order ${orderNumber}. Nothing was changed: collect the rest, or confirm handing it out unpaid.`;
export const meetupNothingToUndo = (orderNumber: string) =>
  `There is no meetup hand-out of order ${orderNumber} to undo.`;
export const meetupUndoNotYours = (orderNumber: string) =>
  `Only the person who collected order ${orderNumber} (or staff) can undo it.`;
export const meetupChangedSince = (orderNumber: string) =>
  `Order ${orderNumber} has changed since it was handed out; nothing was undone. Ask staff to correct it.`;

/** Locks an order of a campaign the manager manages; null for any other, as for an unknown one. */
async function lockManagedOrder(tx: Transaction, orderId: number, manager: CampaignManager) {
  const [order] = await tx
    .select(ledgerOrderColumns)
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.id, orderId), campaignsManagedBy(manager)))
    .for('update', { of: orders });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order as LedgerOrder;
}

const collectorOf = (actor: AuditActor) => ({ userId: actor.id, displayName: personName(actor) });

/** POST /_api/captain/meetup/collect. With an Idempotency-Key, a retry answers the first response, changing nothing. */
export async function collectAndHandOut({
  actor,
  manager,
  input,
  idempotent = null,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  input: MeetupCollectValues;
  idempotent?: IdempotentRequest;
}): Promise<IdempotentResult<MeetupCollectResult>> {
  return runIdempotent(idempotent, 200, async (tx) => {
    const before = await lockManagedOrder(tx, input.orderId, manager);
    if (before.orderStatus === 'cancelled') throw new ApiError('conflict', meetupCancelled(before.orderNumber));
    if (before.orderStatus === 'delivered') throw new ApiError('conflict', meetupAlreadyHandedOut(before.orderNumber));
    if (input.amountCents > 0) {
      const problem = entryProblem(before, input.amountCents);
      if (problem) throw badRequest(problem);
    }
    const owedAfter = outstandingCents(before) - input.amountCents;
    if (owedAfter > 0 && input.handOutUnpaid !== true) {
      throw new ApiError('conflict', meetupStillOwed(before.orderNumber, owedAfter));
    }

    let after: LedgerOrder = before;
    let paymentId: number | null = null;
    if (input.amountCents > 0) {
      const [written] = await writeLedgerEntries(tx, actor, [{ order: before, amountCents: input.amountCents }], {
        method: input.method,
        reference: null,
        collector: collectorOf(actor),
        receivedAt: null,
      });
      after = written!.order;
      paymentId = written!.payment.id;
    }
    await tx.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, before.id));
    const entity = { entityType: 'order', entityId: before.id, entityLabel: before.orderNumber } as const;
    const statusChange = { orderStatus: { from: before.orderStatus, to: 'delivered' } };
    const collected: AuditRecord['changes'] = {
      amountCents: { from: null, to: input.amountCents },
      method: { from: null, to: input.method },
      paymentId: { from: null, to: paymentId },
      ...statusChange,
      collectedCents: { from: before.collectedCents, to: after.collectedCents },
      paymentStatus: { from: before.paymentStatus, to: after.paymentStatus },
    };
    if (owedAfter > 0) collected.handedOutUnpaid = { from: null, to: owedAfter };
    await recordAudit(tx, actor, [
      { action: 'order.handed_out', ...entity, changes: statusChange },
      { action: 'meetup.collected', ...entity, changes: collected },
    ]);

    const paid = input.amountCents > 0 ? `${formatCents(input.amountCents)} collected; ` : '';
    const owed = owedAfter > 0 ? ` ${formatCents(owedAfter)} still owed.` : '';
    return {
      message: `${paid}order ${before.orderNumber} handed out.${owed}`.replace(/^./, (c) => c.toUpperCase()),
      order: await readMeetupOrder(before.id, manager, tx),
    };
  });
}

/** POST /_api/captain/meetup/undo: the order's last meetup collect, reversed. */
export async function undoMeetupCollect({
  actor,
  manager,
  orderId,
}: {
  actor: AuditActor;
  manager: CampaignManager;
  orderId: number;
}): Promise<MeetupUndoResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockManagedOrder(tx, orderId, manager);
    const entry = (await lastMeetupEntries([order.id], tx)).get(order.id);
    if (!entry || entry.action !== 'meetup.collected') {
      throw new ApiError('conflict', meetupNothingToUndo(order.orderNumber));
    }
    if (manager.role !== 'admin' && entry.actorId !== manager.userId)
      throw forbidden(meetupUndoNotYours(order.orderNumber));
    if (order.orderStatus !== 'delivered') throw new ApiError('conflict', meetupChangedSince(order.orderNumber));

    const amountCents = Number(entry.changes.amountCents?.to ?? 0);
    const statusBefore = (entry.changes.orderStatus?.from ?? 'pending') as OrderStatus;
    const collectedBefore = Number(entry.changes.collectedCents?.from ?? order.collectedCents - amountCents);
    let after: LedgerOrder = order;
    if (amountCents > 0) {
      if (entryProblem(order, -amountCents)) throw new ApiError('conflict', meetupChangedSince(order.orderNumber));
      const [written] = await writeLedgerEntries(tx, actor, [{ order, amountCents: -amountCents }], {
        method: String(entry.changes.method?.to ?? 'cash') as Parameters<typeof writeLedgerEntries>[3]['method'],
        reference: 'Meetup hand-out undone',
        collector: collectorOf(actor),
        receivedAt: null,
      });
      after = written!.order;
    }
    // The refund corrects a mistake: the order is owed again as before the collect, not "refunded".
    const paymentStatus: PaymentStatus =
      after.collectedCents === collectedBefore && entry.changes.paymentStatus?.from
        ? (entry.changes.paymentStatus.from as PaymentStatus)
        : derivePaymentStatus({ ...after, hasRefund: false });
    await tx.update(orders).set({ orderStatus: statusBefore, paymentStatus }).where(eq(orders.id, order.id));
    const changes: AuditRecord['changes'] = {
      orderStatus: { from: 'delivered', to: statusBefore },
      amountCents: { from: amountCents, to: 0 },
      collectedCents: { from: order.collectedCents, to: after.collectedCents },
    };
    if (paymentStatus !== order.paymentStatus) changes.paymentStatus = { from: order.paymentStatus, to: paymentStatus };
    await recordAudit(tx, actor, {
      action: 'meetup.undone',
      entityType: 'order',
      entityId: order.id,
      entityLabel: order.orderNumber,
      changes,
    });
    const refunded = amountCents > 0 ? ` ${formatCents(amountCents)} taken off its payments.` : '';
    return {
      message: `Undone: order ${order.orderNumber} is no longer handed out.${refunded}`,
      order: await readMeetupOrder(order.id, manager, tx),
    };
  });
}
