import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { averageCents, bigCentsToDecimal } from '@/lib/money';
import type { DateRange } from '@/lib/dates';
import type { AuditChanges } from '@/lib/validation/admin-audit';
import {
  BULK_MAX_MATCHES,
  type AdminOrder,
  type AdminOrdersFilters,
  type AdminOrderStats,
  type OrderStatus,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { adminOrderFilters, getAdminOrderById, getAdminOrderStats } from '@/server/db/queries/admin-orders';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/errors';
import { adminOrderJson } from '@/server/serializers';
import { diffFields, hasChanges, recordAudit, type AuditActor, type AuditRecord } from './audit';

export const ORDER_NOT_FOUND = 'Order not found.';

// The validation lists are the database enums: a change to one without the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StatusListsMatchSchema = Assert<Same<(typeof orderStatuses)[number], OrderStatus>> &
  Assert<Same<(typeof paymentStatuses)[number], PaymentStatus>>;

export async function orderStatistics({ range }: { range: DateRange }): Promise<AdminOrderStats> {
  const stats = await getAdminOrderStats({ range });
  return {
    totalRevenue: bigCentsToDecimal(stats.revenueCents),
    totalOrders: stats.totalOrders,
    averageOrderValue: bigCentsToDecimal(averageCents(stats.revenueCents, stats.countedOrders)),
    salesBreakdown: {
      campaignSales: bigCentsToDecimal(stats.campaignCents),
      regularSales: bigCentsToDecimal(stats.regularCents),
    },
  };
}

/**
 * Sets the given statuses (any value to any value: the spec names no transition limits) and records
 * `order.status_changed` with the statuses before → after, in one transaction; 404 for an unknown id. Setting a
 * status to the value it already has changes nothing and records nothing.
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
    const [before] = await tx
      .select({ orderNumber: orders.orderNumber, orderStatus: orders.orderStatus, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const after = {
      orderStatus: orderStatus ?? before.orderStatus,
      paymentStatus: paymentStatus ?? before.paymentStatus,
    };
    const changes = diffFields(before, after, ORDER_STATUS_FIELDS);
    if (!hasChanges(changes)) return;
    await tx.update(orders).set(after).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, orderStatusEntry({ id: orderId, orderNumber: before.orderNumber }, changes));
  });
  const order = await getAdminOrderById({ id: orderId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return adminOrderJson(order);
}

export const ORDER_STATUS_FIELDS = ['orderStatus', 'paymentStatus'] as const;

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
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
      })
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

    const entries: AuditRecord[] = [];
    const changedIds: number[] = [];
    for (const order of matched) {
      const after = {
        orderStatus: orderStatus ?? order.orderStatus,
        paymentStatus: paymentStatus ?? order.paymentStatus,
      };
      const changes = diffFields(order, after, ORDER_STATUS_FIELDS);
      if (!hasChanges(changes)) continue;
      changedIds.push(order.id);
      entries.push(orderStatusEntry(order, changes));
    }
    if (changedIds.length > 0) {
      const set: Partial<Pick<typeof orders.$inferInsert, 'orderStatus' | 'paymentStatus'>> = {};
      if (orderStatus) set.orderStatus = orderStatus;
      if (paymentStatus) set.paymentStatus = paymentStatus;
      await tx.update(orders).set(set).where(inArray(orders.id, changedIds));
      await recordAudit(tx, actor, entries);
    }
    return { matched: matched.length, changed: changedIds.length };
  });
}
