import 'server-only';
import { and, count, gte, lt } from 'drizzle-orm';
import type { DateRange } from '@/lib/dates';
import { getDb } from '../index';
import { cancelledHeldSums, ledgerSums } from '../ledger-sql';
import { campaigns, orders, users } from '../schema';

/**
 * Dashboard totals. Revenue counts every order that was not cancelled, in integer cents; the money still held on
 * cancelled ones is apart (kept, unsettled).
 */
export async function getDashboardStats({ range: { from, before } = {} }: { range?: DateRange }) {
  const db = await getDb();
  const range = and(from ? gte(orders.createdAt, from) : undefined, before ? lt(orders.createdAt, before) : undefined);
  const [sales] = await db
    .select({
      revenueCents: ledgerSums().orderedCents,
      orders: count(),
      ...cancelledHeldSums(),
    })
    .from(orders)
    .where(range);
  const [userTotal] = await db.select({ n: count() }).from(users);
  const [campaignTotal] = await db.select({ n: count() }).from(campaigns);
  return {
    totalRevenueCents: Number(sales!.revenueCents),
    totalOrders: sales!.orders,
    totalUsers: userTotal!.n,
    totalCampaigns: campaignTotal!.n,
    held: {
      keptCents: Number(sales!.keptCents),
      unsettledCents: Number(sales!.unsettledCents),
      unsettledOrderCount: Number(sales!.unsettledOrders),
    },
  };
}
