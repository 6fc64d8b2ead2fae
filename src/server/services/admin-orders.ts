import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import {
  BULK_MAX_MATCHES,
  type AdminOrdersFilters,
  type CancelledMoneyChoice,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { adminOrderFilters, getAdminOrderById } from '@/server/db/queries/admin-orders';
import type { Transaction } from '@/server/db';
import type { Assert, SameValues } from '@/server/db/types';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { badRequest, notFound, ORDER_NOT_FOUND, ordersNotFound } from '@/server/errors';
import { adminOrderJson } from '@/server/reads/admin-orders';
import { diffFields, hasChanges, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { ledgerOrderColumns, writeLedgerEntries, type LedgerOrder } from './ledger-entries';
import { MARKED_PAID, MARKED_REFUNDED, statusLedgerPlan } from './payment-status-ledger';
import {
  holdsMoneyConflict,
  keptMarkChanges,
  keptMarkColumns,
  REFUNDED_ON_CANCELLING,
  setKeptMark,
  type KeptMark,
} from './cancelled-money';

// The validation lists are the database enums: a change to one without the other fails the typecheck.
export type StatusListsMatchSchema = Assert<SameValues<(typeof orderStatuses)[number], OrderStatus>> &
  Assert<SameValues<(typeof paymentStatuses)[number], PaymentStatus>>;

/**
 * Sets the given statuses (any value to any value: the spec names no transition limits) and records
 * `order.status_changed` with the statuses before → after, in one transaction; 404 for an unknown id. Setting a
 * status to the value it already has changes nothing and records nothing. A payment status goes through the ledger
 * (statusLedgerPlan): `paid` records the outstanding amount, `refunded` refunds what was collected, each audited as
 * the ledger's own entry; `pending` or `failed` on an order with money collected is a 400. Cancelling an order that
 * would still hold money needs `cancelledMoney` (a 409 otherwise; see cancelled-money.ts).
 */
export async function updateOrderStatus({
  actor,
  orderId,
  orderStatus,
  paymentStatus,
  cancelledMoney,
  keptNote,
}: {
  actor: AuditActor;
  orderId: number;
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  cancelledMoney?: CancelledMoneyChoice;
  keptNote?: string;
}): Promise<AdminOrder> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select(statusOrderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const target = { orderStatus, paymentStatus, cancelledMoney, keptNote: keptNote ?? null };
    const plan = planStatusChanges([before], target, { includeClosed: true });
    const holding = plan.holdingMoney[0];
    if (holding) throw holdsMoneyConflict(holding.order, holding.heldCents);
    await applyStatusChanges(tx, actor, plan.changes, target);
  });
  const order = await getAdminOrderById({ id: orderId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return adminOrderJson(order);
}

export const ORDER_STATUS_FIELDS = ['orderStatus', 'paymentStatus'] as const;

/** An order as the status writers lock it: its ledger figures and its kept mark. */
const statusOrderColumns = { ...ledgerOrderColumns, ...keptMarkColumns };
type StatusOrder = LedgerOrder & KeptMark;

type StatusTarget = {
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  cancelledMoney?: CancelledMoneyChoice;
  keptNote: string | null;
};
/** One order's change: its statuses after, the ledger entry it needs (if any), and what happens to its kept mark. */
type StatusChange = {
  order: StatusOrder;
  after: { orderStatus: OrderStatus; paymentStatus: PaymentStatus };
  amountCents: number | null;
  /** The ledger entry is the refund of a cancellation (REFUNDED_ON_CANCELLING), not a status set by hand. */
  refundOnCancel: boolean;
  kept: 'mark' | 'clear' | null;
};
/** Orders a change leaves alone: moving out of delivered or cancelled, or cancelling with money held. */
export type SkippedOrders = { delivered: number; cancelled: number; holdingMoney: number };
type StatusPlan = {
  changes: StatusChange[];
  skipped: SkippedOrders;
  holdingMoney: Array<{ order: StatusOrder; heldCents: number }>;
};

export const statusRefused = (problems: string[]) =>
  problems.length === 1
    ? `${problems[0]} Nothing was changed.`
    : `${problems.length} orders cannot take this payment status (${problems.slice(0, 3).join(' ')}${problems.length > 3 ? ' …' : ''}). Nothing was changed.`;

const closedStatuses = ['delivered', 'cancelled'] as const;
const isClosed = (status: OrderStatus): status is (typeof closedStatuses)[number] =>
  (closedStatuses as readonly OrderStatus[]).includes(status);

/**
 * The orders that change, with their ledger entries, and those left alone (counted); a 400 naming the refused
 * orders, before anything is written. Without `includeClosed`, an order handed out (delivered) or cancelled keeps
 * its order status: a bulk change never silently undoes that work.
 */
function planStatusChanges(
  locked: StatusOrder[],
  target: StatusTarget,
  { includeClosed }: { includeClosed: boolean },
): StatusPlan {
  const plan: StatusPlan = { changes: [], skipped: { delivered: 0, cancelled: 0, holdingMoney: 0 }, holdingMoney: [] };
  const problems: string[] = [];
  for (const order of locked) {
    const after = {
      orderStatus: target.orderStatus ?? order.orderStatus,
      paymentStatus: target.paymentStatus ?? order.paymentStatus,
    };
    if (!includeClosed && isClosed(order.orderStatus) && after.orderStatus !== order.orderStatus) {
      plan.skipped[order.orderStatus] += 1;
      continue;
    }
    const ledger = target.paymentStatus
      ? statusLedgerPlan({ ...order, orderStatus: after.orderStatus }, target.paymentStatus)
      : null;
    if (ledger && 'problem' in ledger) {
      problems.push(ledger.problem);
      continue;
    }
    let amountCents = ledger?.amountCents ?? null;
    let refundOnCancel = false;
    let kept: StatusChange['kept'] = null;
    const cancelling = after.orderStatus === 'cancelled' && order.orderStatus !== 'cancelled';
    const heldCents = order.collectedCents + (amountCents ?? 0);
    if (cancelling && heldCents > 0) {
      if (!target.cancelledMoney) {
        plan.skipped.holdingMoney += 1;
        plan.holdingMoney.push({ order, heldCents });
        continue;
      }
      if (target.cancelledMoney === 'refund') {
        amountCents = (amountCents ?? 0) - heldCents;
        refundOnCancel = true;
      } else {
        kept = 'mark';
      }
    }
    if (order.orderStatus === 'cancelled' && after.orderStatus !== 'cancelled' && order.moneyKeptAt) kept = 'clear';
    if (amountCents === null && !hasChanges(diffFields(order, after, ORDER_STATUS_FIELDS))) continue;
    plan.changes.push({ order, after, amountCents, refundOnCancel, kept });
  }
  if (problems.length > 0) throw badRequest(statusRefused(problems));
  return plan;
}

/**
 * Writes planned status changes: the statuses of the orders that change, kept marks set or cleared, one
 * `order.status_changed` entry for each (the payment status left out where a ledger entry records it), then the
 * ledger entries: paid ones, refunds set by hand and refunds of cancellations apart.
 */
async function applyStatusChanges(tx: Transaction, actor: AuditActor, changes: StatusChange[], target: StatusTarget) {
  if (changes.length === 0) return;
  const set: Partial<Pick<typeof orders.$inferInsert, 'orderStatus' | 'paymentStatus'>> = {};
  if (target.orderStatus) set.orderStatus = target.orderStatus;
  if (target.paymentStatus) set.paymentStatus = target.paymentStatus;
  await tx
    .update(orders)
    .set(set)
    .where(
      inArray(
        orders.id,
        changes.map((change) => change.order.id),
      ),
    );
  const keptMark: KeptMark = { moneyKeptAt: new Date(), moneyKeptNote: target.keptNote };
  const noMark: KeptMark = { moneyKeptAt: null, moneyKeptNote: null };
  const idsWhere = (kept: StatusChange['kept']) => changes.filter((c) => c.kept === kept).map((c) => c.order.id);
  await setKeptMark(tx, idsWhere('mark'), keptMark);
  await setKeptMark(tx, idsWhere('clear'), noMark);

  const entries: AuditRecord[] = [];
  for (const { order, after, amountCents, kept } of changes) {
    const diff = diffFields(order, after, amountCents === null ? ORDER_STATUS_FIELDS : (['orderStatus'] as const));
    const markDiff = kept ? keptMarkChanges(order, kept === 'mark' ? keptMark : noMark) : {};
    if (hasChanges(diff) || kept) entries.push(orderStatusEntry(order, { ...diff, ...markDiff }));
  }
  await recordAudit(tx, actor, entries);
  const planned = (list: StatusChange[]) =>
    list.map(({ order, after, amountCents }) => ({
      order: { ...order, orderStatus: after.orderStatus },
      amountCents: amountCents!,
    }));
  const withEntry = changes.filter((change) => change.amountCents !== null && change.amountCents !== 0);
  const payments = withEntry.filter((change) => change.amountCents! > 0);
  const refunds = withEntry.filter((change) => change.amountCents! < 0 && !change.refundOnCancel);
  const cancelRefunds = withEntry.filter((change) => change.refundOnCancel);
  await writeLedgerEntries(tx, actor, planned(payments), MARKED_PAID);
  await writeLedgerEntries(tx, actor, planned(refunds), MARKED_REFUNDED);
  await writeLedgerEntries(tx, actor, planned(cancelRefunds), REFUNDED_ON_CANCELLING);
}

/** The audit entry of one order's status change (single or bulk: a bulk change records one per order). */
export function orderStatusEntry(order: { id: number; orderNumber: string }, changes: AuditChanges): AuditRecord {
  return {
    action: 'order.status_changed',
    entityType: 'order',
    entityId: order.id,
    entityLabel: order.orderNumber,
    changes,
  };
}

export const bulkTooManyMatches = (limit: number) =>
  `The filter matches more than ${limit.toLocaleString('en-US')} orders; narrow it (dates, campaign, status) and change them in parts.`;
export const bulkOrdersNotFound = (missing: number[]) => ordersNotFound(missing, 'nothing was changed');

/** What a bulk status change did (or, for a dry run, would do). */
export type BulkStatusOutcome = { matched: number; changed: number; skipped: SkippedOrders };

/**
 * Sets the statuses of many orders at once, named by id or by the order list's filters, in one transaction with one
 * `order.status_changed` audit entry per order that changed (one multi-row insert). Orders that already have the
 * asked-for statuses are matched but neither written nor audited. Orders handed out or cancelled keep their order
 * status unless `includeClosed`, and orders that would be cancelled holding money need `cancelledMoney`: both are
 * skipped and counted (docs/decisions/bulk-status-skips-closed-orders.md). A dry run answers the same and writes
 * nothing. An unknown id, or a filter matching more than BULK_MAX_MATCHES orders, changes nothing.
 */
export async function bulkUpdateOrderStatus({
  actor,
  target,
  orderStatus,
  paymentStatus,
  cancelledMoney,
  keptNote,
  includeClosed = false,
  dryRun = false,
}: {
  actor: AuditActor;
  target: { orderIds: number[] } | { filters: AdminOrdersFilters };
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  cancelledMoney?: CancelledMoneyChoice;
  keptNote?: string;
  includeClosed?: boolean;
  dryRun?: boolean;
}): Promise<BulkStatusOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = 'orderIds' in target ? [...new Set(target.orderIds)] : null;
    const limit = ids ? ids.length : BULK_MAX_MATCHES;
    // Locked in id order, as every writer of several orders locks them, so two bulk changes cannot deadlock (a dry
    // run reads without locking).
    const query = tx
      .select(statusOrderColumns)
      .from(orders)
      .where(ids ? inArray(orders.id, ids) : adminOrderFilters((target as { filters: AdminOrdersFilters }).filters))
      .orderBy(asc(orders.id))
      .limit(limit + 1);
    const matched = dryRun ? await query : await query.for('update');
    if (ids && matched.length < ids.length) {
      const found = new Set(matched.map((order) => order.id));
      throw notFound(bulkOrdersNotFound(ids.filter((id) => !found.has(id))));
    }
    if (!ids && matched.length > BULK_MAX_MATCHES) throw badRequest(bulkTooManyMatches(BULK_MAX_MATCHES));

    const statusTarget = { orderStatus, paymentStatus, cancelledMoney, keptNote: keptNote ?? null };
    const { changes, skipped } = planStatusChanges(matched, statusTarget, { includeClosed });
    if (!dryRun) await applyStatusChanges(tx, actor, changes, statusTarget);
    return { matched: matched.length, changed: changes.length, skipped };
  });
}
