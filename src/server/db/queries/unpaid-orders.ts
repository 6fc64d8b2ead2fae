import 'server-only';
import { and, desc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { UnpaidOrders } from '@/lib/contracts/balances';
import { getDb } from '../index';
import { ledgerSums, orderOutstanding, owesMoney } from '../ledger-sql';
import { campaignParticipants, campaigns, orders } from '../schema';

/** A fundraiser's list stops here; the totals still cover every unpaid order. */
export const UNPAID_ORDERS_LIMIT = 200;

/**
 * The orders credited to a fundraiser that still owe money (not cancelled, collected below the total), newest first,
 * with the buyer's contact so they can chase the payment. Only ever the caller's own: the id comes from the session.
 * Only while they take part in the order's campaign: a fundraiser removed from a team no longer sees its buyers.
 */
export async function listUnpaidOrdersForFundraiser({ userId }: { userId: number }): Promise<UnpaidOrders> {
  const db = await getDb();
  const onTeam = db
    .select({ one: sql`1` })
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, orders.campaignId), eq(campaignParticipants.userId, userId)));
  const unpaid = and(
    eq(orders.subAccountId, userId),
    // An order credited outside any campaign (carried over from before campaigns) has no team to leave.
    or(isNull(orders.campaignId), exists(onTeam)),
    owesMoney(),
  );
  const sums = ledgerSums();
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        campaignName: campaigns.name,
        customerName: sql<string>`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`,
        customerEmail: orders.customerEmail,
        customerPhone: orders.customerPhone,
        itemsSummary: sql<string | null>`(
          select string_agg(i.quantity || ' × ' || i.product_name, ', ' order by i.id)
          from order_items i where i.order_id = ${orders.id}
        )`,
        totalCents: orders.totalCents,
        collectedCents: orders.collectedCents,
        outstandingCents: orderOutstanding(),
      })
      .from(orders)
      .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
      .where(unpaid)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(UNPAID_ORDERS_LIMIT),
    db
      .select({
        orderCount: sql<string>`count(*)`,
        totalCents: sums.orderedCents,
        collectedCents: sums.collectedCents,
        outstandingCents: sums.outstandingCents,
      })
      .from(orders)
      .where(unpaid),
  ]);
  return {
    orders: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      itemsSummary: row.itemsSummary ?? '',
      outstandingCents: Number(row.outstandingCents),
    })),
    totals: {
      orderCount: Number(totals?.orderCount ?? 0),
      totalCents: Number(totals?.totalCents ?? 0),
      collectedCents: Number(totals?.collectedCents ?? 0),
      outstandingCents: Number(totals?.outstandingCents ?? 0),
    },
  };
}
