import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuditChanges } from '@/lib/contracts/admin-audit';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import {
  BULK_MAX_MATCHES,
  type AdminOrdersFilters,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { adminOrderFilters, getAdminOrderById } from '@/server/db/queries/admin-orders';
import type { Transaction } from '@/server/db';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { badRequest, notFound, ORDER_NOT_FOUND } from '@/server/errors';
import { adminOrderJson } from '@/server/reads/admin-orders';
import { diffFields, hasChanges, recordAudit, type AuditActor, type AuditRecord } from './audit';
import { ledgerOrderColumns, writeLedgerEntries, type LedgerOrder } from './ledger-entries';
import { MARKED_PAID, MARKED_REFUNDED, statusLedgerPlan } from './payment-status-ledger';

// The validation lists are the database enums: a change to one without the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StatusListsMatchSchema = Assert<Same<(typeof orderStatuses)[number], OrderStatus>> &
  Assert<Same<(typeof paymentStatuses)[number], PaymentStatus>>;

/**
 * Sets the given statuses (any value to any value: the spec names no transition limits) and records
 * `order.status_changed` with the statuses before → after, in one transaction; 404 for an unknown id. Setting a
 * status to the value it already has changes nothing and records nothing. A payment status goes through the ledger
 * (statusLedgerPlan): `paid` records the outstanding amount, `refunded` refunds what was collected, each audited as
 * the ledger's own entry; `pending` or `failed` on an order with money collected is a 400.
 */
export async function updateOrderStatus({
  actor,
  orderId,
  orderStatus,
  paymentStatus,
}: {
  actor: AuditActor;
  orderId: number;
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
}): Promise<AdminOrder> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select(ledgerOrderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const [change] = planStatusChanges([before], { orderStatus, paymentStatus });
    if (!change) return;
    await applyStatusChanges(tx, actor, [change], { orderStatus, paymentStatus });
  });
  const order = await getAdminOrderById({ id: orderId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return adminOrderJson(order);
}

export const ORDER_STATUS_FIELDS = ['orderStatus', 'paymentStatus'] as const;

type StatusTarget = { orderStatus?: OrderStatus; paymentStatus?: PaymentStatus };
/** One order's change: its statuses after, and the ledger entry the payment status needs (if any). */
type StatusChange = {
  order: LedgerOrder;
  after: { orderStatus: OrderStatus; paymentStatus: PaymentStatus };
  amountCents: number | null;
};

export const statusRefused = (problems: string[]) =>
  problems.length === 1
    ? `${problems[0]} Nothing was changed.`
    : `${problems.length} orders cannot take this payment status (${problems.slice(0, 3).join(' ')}${problems.length > 3 ? ' …' : ''}). Nothing was changed.`;

/** The orders that change, with their ledger entries; a 400 naming the refused orders, before anything is written. */
function planStatusChanges(locked: LedgerOrder[], target: StatusTarget): StatusChange[] {
  const changes: StatusChange[] = [];
  const problems: string[] = [];
  for (const order of locked) {
    const after = {
      orderStatus: target.orderStatus ?? order.orderStatus,
      paymentStatus: target.paymentStatus ?? order.paymentStatus,
    };
    const plan = target.paymentStatus
      ? statusLedgerPlan({ ...order, orderStatus: after.orderStatus }, target.paymentStatus)
      : null;
    if (plan && 'problem' in plan) {
      problems.push(plan.problem);
      continue;
    }
    const amountCents = plan?.amountCents ?? null;
    if (amountCents === null && !hasChanges(diffFields(order, after, ORDER_STATUS_FIELDS))) continue;
    changes.push({ order, after, amountCents });
  }
  if (problems.length > 0) throw badRequest(statusRefused(problems));
  return changes;
}

/**
 * Writes planned status changes: the statuses of the orders that change, one `order.status_changed` entry for each
 * (the payment status left out where a ledger entry records it), then the ledger entries, paid ones and refunds
 * apart.
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
  const entries: AuditRecord[] = [];
  for (const { order, after, amountCents } of changes) {
    const diff = diffFields(order, after, amountCents === null ? ORDER_STATUS_FIELDS : (['orderStatus'] as const));
    if (hasChanges(diff)) entries.push(orderStatusEntry(order, diff));
  }
  await recordAudit(tx, actor, entries);
  const payments = changes.filter((change) => change.amountCents !== null && change.amountCents > 0);
  const refunds = changes.filter((change) => change.amountCents !== null && change.amountCents < 0);
  const planned = (list: StatusChange[]) =>
    list.map(({ order, after, amountCents }) => ({
      order: { ...order, orderStatus: after.orderStatus },
      amountCents: amountCents!,
    }));
  await writeLedgerEntries(tx, actor, planned(payments), MARKED_PAID);
  await writeLedgerEntries(tx, actor, planned(refunds), MARKED_REFUNDED);
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
export const bulkOrdersNotFound = (missing: number[]) =>
  `${missing.length === 1 ? 'An order was' : `${missing.length} orders were`} not found (${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}); nothing was changed.`;

/**
 * Sets the statuses of many orders at once, named by id or by the order list's filters, in one transaction with one
 * `order.status_changed` audit entry per order that changed (one multi-row insert). Orders that already have the
 * asked-for statuses are matched but neither written nor audited. An unknown id, or a filter matching more than
 * BULK_MAX_MATCHES orders, changes nothing.
 */
export async function bulkUpdateOrderStatus({
  actor,
  target,
  orderStatus,
  paymentStatus,
}: {
  actor: AuditActor;
  target: { orderIds: number[] } | { filters: AdminOrdersFilters };
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
}): Promise<{ matched: number; changed: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ids = 'orderIds' in target ? [...new Set(target.orderIds)] : null;
    const limit = ids ? ids.length : BULK_MAX_MATCHES;
    // Locked in id order, as every writer of several orders locks them, so two bulk changes cannot deadlock.
    const matched = await tx
      .select(ledgerOrderColumns)
      .from(orders)
      .where(ids ? inArray(orders.id, ids) : adminOrderFilters((target as { filters: AdminOrdersFilters }).filters))
      .orderBy(asc(orders.id))
      .limit(limit + 1)
      .for('update');
    if (ids && matched.length < ids.length) {
      const found = new Set(matched.map((order) => order.id));
      throw notFound(bulkOrdersNotFound(ids.filter((id) => !found.has(id))));
    }
    if (!ids && matched.length > BULK_MAX_MATCHES) throw badRequest(bulkTooManyMatches(BULK_MAX_MATCHES));

    const changes = planStatusChanges(matched, { orderStatus, paymentStatus });
    await applyStatusChanges(tx, actor, changes, { orderStatus, paymentStatus });
    return { matched: matched.length, changed: changes.length };
  });
}
