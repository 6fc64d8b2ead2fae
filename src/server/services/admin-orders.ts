import 'server-only';
import { eq } from 'drizzle-orm';
import { averageCents, bigCentsToDecimal } from '@/lib/money';
import type { DateRange } from '@/lib/dates';
import type { AuditChanges } from '@/lib/validation/admin-audit';
import type { AdminOrder, AdminOrderStats, OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { getAdminOrderById, getAdminOrderStats } from '@/server/db/queries/admin-orders';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { notFound } from '@/server/errors';
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
