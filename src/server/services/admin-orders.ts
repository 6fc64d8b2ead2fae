import 'server-only';
import { eq } from 'drizzle-orm';
import { centsToDecimal } from '@/lib/money';
import type { AdminOrder, AdminOrderStats, DateRange, OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { getAdminOrderById, getAdminOrderStats, type AdminOrderRow } from '@/server/db/queries/admin-orders';
import { orders, orderStatuses, paymentStatuses } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';

export const ORDER_NOT_FOUND = 'Order not found.';

// The validation lists are the database enums: a change to one without the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StatusListsMatchSchema = Assert<Same<(typeof orderStatuses)[number], OrderStatus>> &
  Assert<Same<(typeof paymentStatuses)[number], PaymentStatus>>;

/** An order as the admin API returns it: the total as an exact "59.98" string. */
export function adminOrderJson({ createdAt, totalCents, ...order }: AdminOrderRow): AdminOrder {
  return { ...order, createdAt: createdAt.toISOString(), totalAmount: centsToDecimal(totalCents) };
}

/** Exact cents of any size → "12.50". */
export function bigCentsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** total / count rounded half-up to the cent, in integer arithmetic (0 when there is nothing to divide). */
export function averageCents(total: bigint, count: bigint): bigint {
  if (count <= 0n) return 0n;
  return (2n * total + count) / (2n * count);
}

/** Order statistics as dollar strings; the average is over the orders that count as revenue (not cancelled). */
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
