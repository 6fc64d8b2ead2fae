import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@/lib/format';
import { derivePaymentStatus, outstandingCents } from '@/lib/payment-ledger';
import type { PaymentStatus } from '@/lib/validation/admin-orders';
import type {
  BulkPaymentsResult,
  OrderPaymentsResponse,
  PaymentMethod,
  RecordPaymentResult,
  RecordPaymentValues,
} from '@/lib/validation/order-payments';
import { CAPTAIN_COLLECTOR_REFUSED, CAPTAIN_REFUND_REFUSED } from '@/lib/validation/order-payments';
import type { Transaction } from '@/server/db';
import { getDb } from '@/server/db';
import { campaignsManagedBy, type CampaignManager } from '@/server/db/queries/captain';
import {
  getCaptainCollector,
  getCollectorCandidate,
  getOrderMoney,
  listOrderPayments,
} from '@/server/db/queries/order-payments';
import { campaigns, orderPayments, orders, paymentMethods, type OrderPayment } from '@/server/db/schema';
import { badRequest, forbidden, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { orderPaymentJson } from '@/server/serializers';
import { personName, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { runIdempotent, type IdempotentRequest, type IdempotentResult } from './idempotent-requests';

/*
 * The payment ledger's writes. Every entry is written in one transaction with its order row locked: the entry, the
 * order's running sum (orders.collected_cents), the payment status that follows from it, and one audit entry.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type PaymentMethodsMatchSchema = Assert<Same<(typeof paymentMethods)[number], PaymentMethod>>;

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

const orderList = (list: LedgerOrder[]) =>
  `${list
    .slice(0, 10)
    .map((order) => order.orderNumber)
    .join(', ')}${list.length > 10 ? ', …' : ''}`;

/**
 * The collector named for entries on these orders: staff (an admin) for any order, or a fundraiser (participant) or
 * the captain of every order's campaign. Null when none is named; a 400 when the person may not be named.
 *
 * A captain (a manager who is not staff) names themselves, staff or a participant of the order's campaign; anyone
 * else, known or not, gets one refusal that says nothing about them, not even whether they exist.
 */
export async function resolveCollector(
  tx: Transaction,
  userId: number | null,
  forOrders: LedgerOrder[],
  manager?: CampaignManager,
): Promise<EntryDetails['collector']> {
  if (userId === null) return null;
  if (manager && manager.role !== 'admin') {
    const campaignIds = [...new Set(forOrders.map((order) => order.campaignId))];
    const campaignId = campaignIds.length === 1 ? campaignIds[0] : null;
    const person = campaignId ? await getCaptainCollector({ userId, captainId: manager.userId, campaignId }, tx) : null;
    if (!person) throw badRequest(CAPTAIN_COLLECTOR_REFUSED);
    return { userId: person.id, displayName: person.name };
  }
  const candidate = await getCollectorCandidate({ userId }, tx);
  if (!candidate) throw badRequest(`The collector (user ${userId}) was not found.`);
  if (candidate.role !== 'admin') {
    const outside = forOrders.filter(
      (order) => order.campaignId === null || !candidate.campaignIds.has(order.campaignId),
    );
    if (outside.length > 0) {
      throw badRequest(
        `${candidate.name} is neither staff nor a fundraiser of the campaign of order ${orderList(outside)}: name staff or one of that campaign's fundraisers as the collector.`,
      );
    }
  }
  return { userId: candidate.id, displayName: candidate.name };
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

/** What a payment status set by hand (the status calls) records, so that the ledger stays the truth. */
export const MARKED_PAID: Omit<EntryDetails, 'reference'> & { reference: string } = {
  method: 'other',
  reference: 'Marked paid',
  collector: null,
  receivedAt: null,
};
export const MARKED_REFUNDED = { ...MARKED_PAID, reference: 'Marked refunded' };

/**
 * The ledger entry that setting this payment status by hand means for an order (its order status already the one it
 * will have): `paid` records the outstanding amount, `refunded` refunds everything collected; `pending` and `failed`
 * only fit an order with nothing collected. Null when only the status changes; a problem for a refusal.
 */
export function statusLedgerPlan(
  order: LedgerOrder,
  paymentStatus: PaymentStatus,
): { amountCents: number } | { problem: string } | null {
  if (paymentStatus === 'paid') {
    const owed = order.totalCents - order.collectedCents;
    if (owed <= 0) return null;
    if (order.orderStatus === 'cancelled') {
      return {
        problem: `Order ${order.orderNumber} is cancelled: it accepts refunds only, so it cannot be marked paid.`,
      };
    }
    return { amountCents: owed };
  }
  if (paymentStatus === 'refunded') {
    if (order.collectedCents > 0) return { amountCents: -order.collectedCents };
    if (order.paymentStatus === 'refunded') return null;
    return {
      problem: `Nothing has been collected on order ${order.orderNumber}, so it cannot be marked refunded.`,
    };
  }
  if (order.collectedCents > 0) {
    return {
      problem: `Record a refund first: order ${order.orderNumber} has ${formatCents(order.collectedCents)} collected, so its payment status cannot be ${paymentStatus}.`,
    };
  }
  return null;
}

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

export const bulkPaymentsNotFound = (missing: number[]) =>
  `${missing.length === 1 ? 'An order was' : `${missing.length} orders were`} not found (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}); no payment was recorded.`;

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
