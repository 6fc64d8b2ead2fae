import 'server-only';
import { sql } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import { derivePaymentStatus, outstandingCents } from '@/lib/payment-ledger';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import type { PaymentMethod } from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import type { Assert, SameValues } from '@/server/db/types';
import { orderPayments, orders, paymentMethods, type OrderPayment } from '@/server/db/schema';
import { personName, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { queuePaymentReceipts } from './payment-receipts';

/*
 * The payment ledger's core, shared by every path that writes to it (a payment, a refund, a bulk payment, a payment
 * status set by hand). Every entry is written in one transaction with its order row locked: the entry, the order's
 * running sum (orders.collected_cents), the payment status that follows from it, and one audit entry.
 */

export type PaymentMethodsMatchSchema = Assert<SameValues<(typeof paymentMethods)[number], PaymentMethod>>;

/** An order as the ledger needs it, read with its row locked. */
export const ledgerOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  campaignId: orders.campaignId,
  totalCents: orders.totalCents,
  collectedCents: orders.collectedCents,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
};
export type LedgerOrder = {
  id: number;
  orderNumber: string;
  campaignId: number | null;
  totalCents: number;
  collectedCents: number;
  orderStatus: (typeof orders.$inferSelect)['orderStatus'];
  paymentStatus: PaymentStatus;
};

/** What an entry says besides its order and amount; the collector already checked. */
export type EntryDetails = {
  method: PaymentMethod;
  reference: string | null;
  collector: { userId: number; displayName: string } | null;
  receivedAt: Date | null;
};

/** Why this amount cannot go on this order's ledger, or null when it can. */
export function entryProblem(order: LedgerOrder, amountCents: number): string | null {
  if (amountCents > 0) {
    if (order.orderStatus === 'cancelled') {
      return `Order ${order.orderNumber} is cancelled: it accepts refunds only.`;
    }
    const outstanding = outstandingCents(order);
    if (outstanding === 0) return `Nothing is outstanding on order ${order.orderNumber}: it is paid in full.`;
    if (amountCents > outstanding) {
      return `${formatCents(amountCents)} is more than the ${formatCents(outstanding)} outstanding on order ${order.orderNumber}.`;
    }
    return null;
  }
  if (order.collectedCents === 0) {
    return `Nothing has been collected on order ${order.orderNumber}, so there is nothing to refund.`;
  }
  if (-amountCents > order.collectedCents) {
    return `A refund of ${formatCents(-amountCents)} is more than the ${formatCents(order.collectedCents)} collected on order ${order.orderNumber}.`;
  }
  return null;
}

/** One entry to write: an order (as locked, before the entry) and its amount (negative for a refund). */
export type PlannedEntry = { order: LedgerOrder; amountCents: number };
export type WrittenEntry = { payment: OrderPayment; order: LedgerOrder };

/**
 * Writes one entry per order (checked by the caller), moves each order's collected sum and payment status, and
 * records one `order.payment_recorded` / `order.refund_recorded` audit entry per order: a few statements for any
 * number of orders.
 */
export async function writeLedgerEntries(
  tx: Transaction,
  actor: AuditActor,
  entries: PlannedEntry[],
  details: EntryDetails,
): Promise<WrittenEntry[]> {
  if (entries.length === 0) return [];
  const recordedByName = personName(actor);
  const inserted = await tx
    .insert(orderPayments)
    .values(
      entries.map(({ order, amountCents }) => ({
        orderId: order.id,
        amountCents,
        method: details.method,
        reference: details.reference,
        collectedByUserId: details.collector?.userId ?? null,
        ...(details.receivedAt ? { receivedAt: details.receivedAt } : {}),
        recordedById: actor.id,
        recordedByName,
      })),
    )
    .returning();
  const byOrder = new Map(inserted.map((payment) => [payment.orderId, payment]));

  const written = entries.map(({ order, amountCents }) => {
    const collectedCents = order.collectedCents + amountCents;
    const paymentStatus = derivePaymentStatus({
      totalCents: order.totalCents,
      collectedCents,
      hasRefund: amountCents < 0,
    });
    return { payment: byOrder.get(order.id)!, before: order, order: { ...order, collectedCents, paymentStatus } };
  });
  // One statement for every order: ids, sums and statuses as arrays (all integers and enum words).
  const array = (values: Array<string | number>) => `{${values.join(',')}}`;
  await tx.execute(sql`
    update orders set collected_cents = u.collected, payment_status = u.status::payment_status, updated_at = now()
    from unnest(${array(written.map((w) => w.order.id))}::int[], ${array(written.map((w) => w.order.collectedCents))}::int[],
                ${array(written.map((w) => w.order.paymentStatus))}::text[]) as u(id, collected, status)
    where orders.id = u.id`);

  await recordAudit(
    tx,
    actor,
    written.map(({ payment, before, order }) => paymentEntry(payment, before, order, details)),
  );
  // Issue 29: a receipt e-mail for each payment (refunds send none), in this transaction.
  await queuePaymentReceipts(
    tx,
    written.map(({ payment, before }) => ({ payment, collectedBeforeCents: before.collectedCents })),
  );
  return written.map(({ payment, order }) => ({ payment, order }));
}

function paymentEntry(
  payment: OrderPayment,
  before: LedgerOrder,
  after: LedgerOrder,
  details: EntryDetails,
): AuditRecord {
  const changes: AuditRecord['changes'] = {
    amountCents: { from: null, to: payment.amountCents },
    method: { from: null, to: payment.method },
  };
  if (payment.reference) changes.reference = { from: null, to: payment.reference };
  if (details.collector) {
    changes.collectedBy = { from: null, to: { id: details.collector.userId, name: details.collector.displayName } };
  }
  changes.receivedAt = { from: null, to: payment.receivedAt.toISOString() };
  changes.collectedCents = { from: before.collectedCents, to: after.collectedCents };
  if (before.paymentStatus !== after.paymentStatus) {
    changes.paymentStatus = { from: before.paymentStatus, to: after.paymentStatus };
  }
  return {
    action: payment.amountCents > 0 ? 'order.payment_recorded' : 'order.refund_recorded',
    entityType: 'order',
    entityId: before.id,
    entityLabel: before.orderNumber,
    changes,
  };
}
