import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orders } from './schema';

/*
 * The ledger's money rule in SQL, twin of lib/payment-ledger.ts (tests/balances/ledger-sql-agreement.test.ts checks
 * that they agree): an order that is not cancelled counts toward money, its total as "ordered" and its ledger sum
 * (orders.collected_cents) as "collected"; outstanding is the difference. A cancelled order counts nowhere. The
 * check orders_collected_within_total keeps collected within 0..total, so no difference is below zero.
 */

/** Where an order's money is read: the orders table, or a row source (alias, CTE) that kept the columns' names. */
export type OrderMoneyColumns = { totalCents: SQLWrapper; collectedCents: SQLWrapper; orderStatus: SQLWrapper };

/** The money columns under their own names, qualified by `alias` (`o.total_cents`) or not (a CTE's `total_cents`). */
export function orderMoneyColumns(alias?: string): OrderMoneyColumns {
  const column = (name: string) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql`${sql.identifier(name)}`;
  return {
    totalCents: column(orders.totalCents.name),
    collectedCents: column(orders.collectedCents.name),
    orderStatus: column(orders.orderStatus.name),
  };
}

/** The order counts toward money: it is not cancelled. */
export const countedOrder = (o: OrderMoneyColumns = orders): SQL => sql`(${o.orderStatus} <> 'cancelled')`;

/** What is still owed on one order: total − collected; nothing on a cancelled order. */
export const orderOutstanding = (o: OrderMoneyColumns = orders): SQL<number> =>
  sql<number>`(case when ${countedOrder(o)} then ${o.totalCents} - ${o.collectedCents} else 0 end)`;

/** The order still owes money: it counts and its ledger is below its total. */
export const owesMoney = (o: OrderMoneyColumns = orders): SQL =>
  sql`(${countedOrder(o)} and ${o.collectedCents} < ${o.totalCents})`;

/** Sums over the orders that count, in cents (bigint: text from some drivers; each far below 2^53). */
export const ledgerSums = (o: OrderMoneyColumns = orders) => ({
  orderedCents: sql<string>`coalesce(sum(${o.totalCents}) filter (where ${countedOrder(o)}), 0)`,
  collectedCents: sql<string>`coalesce(sum(${o.collectedCents}) filter (where ${countedOrder(o)}), 0)`,
  outstandingCents: sql<string>`coalesce(sum(${o.totalCents} - ${o.collectedCents}) filter (where ${countedOrder(o)}), 0)`,
});

/** Outstanding from sums already taken over counted orders only: ordered − collected. */
export const sumsOutstanding = (ordered: SQLWrapper, collected: SQLWrapper): SQL => sql`(${ordered} - ${collected})`;

/** paymentStateOf (lib/payment-ledger.ts) in SQL: the stored status, or 'part_paid' for a pending order with money. */
export const paymentStateSql = (t: { paymentStatus: SQLWrapper; collectedCents: SQLWrapper } = orders): SQL<string> =>
  sql<string>`(case when ${t.paymentStatus} = 'pending' and ${t.collectedCents} > 0 then 'part_paid' else ${t.paymentStatus}::text end)`;

/**
 * Money held on cancelled orders (cancelledMoneyOf's twin), which counts toward no order figure but is cash someone
 * received: `kept` where staff said it stays, `unsettled` until they say it was refunded or kept. Cash received (the
 * ledger's sum) = collected on counted orders + kept + unsettled.
 */
export const cancelledHeldSums = (
  t: { orderStatus: SQLWrapper; collectedCents: SQLWrapper; moneyKeptAt: SQLWrapper } = orders,
) => ({
  keptCents: sql<string>`coalesce(sum(${t.collectedCents}) filter (where ${t.orderStatus} = 'cancelled' and ${t.moneyKeptAt} is not null), 0)`,
  unsettledCents: sql<string>`coalesce(sum(${t.collectedCents}) filter (where ${t.orderStatus} = 'cancelled' and ${t.moneyKeptAt} is null), 0)`,
  unsettledOrders: sql<number>`count(*) filter (where ${t.orderStatus} = 'cancelled' and ${t.moneyKeptAt} is null and ${t.collectedCents} > 0)::int`,
});

/** A cancelled order still holds money nobody has settled (refund it or say it is kept). */
export const holdsUnsettledMoney = (
  t: { orderStatus: SQLWrapper; collectedCents: SQLWrapper; moneyKeptAt: SQLWrapper } = orders,
): SQL => sql`(${t.orderStatus} = 'cancelled' and ${t.collectedCents} > 0 and ${t.moneyKeptAt} is null)`;
