import 'server-only';
import { eq } from 'drizzle-orm';
import { averageCents, bigCentsToDecimal } from '@/lib/money';
import type { DateRange } from '@/lib/dates';
import type { AdminOrder, AdminOrderStats, OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { getAdminOrderById, getAdminOrderStats } from '@/server/db/queries/admin-orders';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { notFound } from '@/server/errors';
import { adminOrderJson } from '@/server/serializers';

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

/** Sets the given statuses (any value to any value: the spec names no transition limits); 404 for an unknown id. */
export async function updateOrderStatus({
  orderId,
  orderStatus,
  paymentStatus,
}: {
  orderId: number;
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
}): Promise<AdminOrder> {
  const db = await getDb();
  const changes: Partial<Pick<typeof orders.$inferInsert, 'orderStatus' | 'paymentStatus'>> = {};
  if (orderStatus) changes.orderStatus = orderStatus;
  if (paymentStatus) changes.paymentStatus = paymentStatus;
  const updated = await db.update(orders).set(changes).where(eq(orders.id, orderId)).returning({ id: orders.id });
  if (updated.length === 0) throw notFound(ORDER_NOT_FOUND);
  const order = await getAdminOrderById({ id: orderId });
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return adminOrderJson(order);
}
