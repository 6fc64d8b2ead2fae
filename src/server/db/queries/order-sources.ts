import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { FundraiserSourceCounts, SourceCount } from '@/lib/contracts/account';
import { ORDER_SOURCES, RECORDED_ORDER_SOURCES } from '@/lib/validation/orders';
import { getDb } from '../index';
import { countedOrder } from '../ledger-sql';
import { orders } from '../schema';

/**
 * Where the buyers of a fundraiser's credited orders came from: orders and money per source (`qr`, `link`,
 * `campaign-picker`; `null` for orders placed before sources were recorded, listed only when there are some), over
 * every non-cancelled order credited to them. Only ever the caller's own: the id comes from the session.
 */
export async function countOrderSourcesForFundraiser({ userId }: { userId: number }): Promise<FundraiserSourceCounts> {
  const db = await getDb();
  const rows = await db
    .select({
      source: orders.source,
      orders: sql<number>`count(*)::int`,
      raisedCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.subAccountId, userId), countedOrder()))
    .groupBy(orders.source);
  const found = new Map(
    rows.map((row) => [row.source, { orders: Number(row.orders), raisedCents: Number(row.raisedCents) }]),
  );
  const sources: SourceCount[] = ORDER_SOURCES.map((source) => ({
    source,
    ...(found.get(source) ?? { orders: 0, raisedCents: 0 }),
  }));
  // Paper and booth orders (issue 29) are listed when there are some: a seller who never had one sees the three links.
  for (const source of RECORDED_ORDER_SOURCES.filter((name) => !(ORDER_SOURCES as readonly string[]).includes(name))) {
    const counted = found.get(source);
    if (counted) sources.push({ source, ...counted });
  }
  const unrecorded = found.get(null);
  if (unrecorded) sources.push({ source: null, ...unrecorded });
  return {
    sources,
    totalOrders: sources.reduce((sum, row) => sum + row.orders, 0),
    totalRaisedCents: sources.reduce((sum, row) => sum + row.raisedCents, 0),
  };
}
