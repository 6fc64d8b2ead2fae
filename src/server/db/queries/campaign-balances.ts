import 'server-only';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { paymentMethods } from '@/lib/validation/order-payments';
import {
  UNSETTLED_LIST_LIMIT,
  type BalanceFigures,
  type BalancesByMethod,
  type CampaignBalances,
  type FundraiserBalance,
  type HeldMoney,
  type OverallBalances,
  type UnsettledOrder,
} from '@/lib/contracts/balances';
import { getDb } from '../index';
import {
  cancelledHeldSums,
  countedOrder,
  holdsUnsettledMoney,
  ledgerSums,
  orderMoneyColumns,
  sumsOutstanding,
} from '../ledger-sql';
import { campaigns, orderPayments, orders } from '../schema';
import { campaignsManagedBy, type CampaignManager } from './campaign-access';

/*
 * Outstanding balances (issue 13). Every view counts the same money: an order that is not cancelled adds its total to
 * "ordered" (what the leaderboard calls raised) and its ledger sum (orders.collected_cents) to "collected";
 * outstanding is the difference. Cancelled orders count nowhere (the rule: db/ledger-sql.ts). Every sum is taken in
 * SQL, in integer cents.
 */

/** The label of the row that holds orders credited to a campaign but to none of its fundraisers. */
export const NO_FUNDRAISER_NAME = 'Campaign (no fundraiser)';

const counted = countedOrder();

const figureColumns = ledgerSums();
const heldColumns = cancelledHeldSums();

/** The same sums over a CTE of orders rows, and the outstanding of a fundraiser's row from its sums. */
const creditedSums = ledgerSums(orderMoneyColumns());
const rowOutstanding = sumsOutstanding(sql.raw('ordered'), sql.raw('collected'));

type RawFigures = { orderedCents: string | number; collectedCents: string | number; outstandingCents: string | number };

/** Sums come back as bigint (text from some drivers); each stays far below 2^53 cents. */
function toFigures(row: RawFigures | undefined): BalanceFigures {
  return {
    orderedCents: Number(row?.orderedCents ?? 0),
    collectedCents: Number(row?.collectedCents ?? 0),
    outstandingCents: Number(row?.outstandingCents ?? 0),
  };
}

type RawHeld = { keptCents: string | number; unsettledCents: string | number; unsettledOrders: string | number };

function toHeld(row: RawHeld | undefined): HeldMoney {
  return {
    keptCents: Number(row?.keptCents ?? 0),
    unsettledCents: Number(row?.unsettledCents ?? 0),
    unsettledOrderCount: Number(row?.unsettledOrders ?? 0),
  };
}

/** The figures and the money held on cancelled orders, over the orders `where` selects, in one pass. */
async function sumFigures(where: SQL | undefined): Promise<BalanceFigures & { held: HeldMoney }> {
  const db = await getDb();
  const [row] = await db
    .select({ ...figureColumns, ...heldColumns })
    .from(orders)
    .where(where);
  return { ...toFigures(row), held: toHeld(row) };
}

/** A campaign's cancelled orders still holding unsettled money, oldest first (the longest waiting). */
async function listUnsettledOrders(campaignId: number): Promise<UnsettledOrder[]> {
  const db = await getDb();
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      customerName: sql<string>`trim(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`,
      collectedCents: orders.collectedCents,
    })
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), holdsUnsettledMoney()))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(UNSETTLED_LIST_LIMIT);
}

/** The ledger per method over the non-cancelled orders `where` selects; every method is present. */
async function sumByMethod(where: SQL | undefined): Promise<BalancesByMethod> {
  const db = await getDb();
  const rows = await db
    .select({ method: orderPayments.method, cents: sql<string>`sum(${orderPayments.amountCents})` })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(where, counted))
    .groupBy(orderPayments.method);
  const byMethod = Object.fromEntries(paymentMethods.map((method) => [method, 0])) as BalancesByMethod;
  for (const row of rows) byMethod[row.method] = Number(row.cents);
  return byMethod;
}

/**
 * One row per fundraiser: the campaign's participants (at 0 when they sold nothing) and anyone else its orders are
 * still credited to (someone removed from the team keeps their sales), by outstanding then name; then, when the
 * campaign has orders credited to no fundraiser, one row with `userId: null`. The rows add up to the campaign.
 */
async function listFundraiserBalances(campaignId: number): Promise<FundraiserBalance[]> {
  const db = await getDb();
  const result = (await db.execute(sql`
    with credited as (
      select sub_account_id as user_id,
        count(*) filter (where ${countedOrder(orderMoneyColumns())}) as order_count,
        ${creditedSums.orderedCents} as ordered,
        ${creditedSums.collectedCents} as collected
      from orders
      where campaign_id = ${campaignId}
      group by sub_account_id
    ),
    people as (
      select user_id from campaign_participants where campaign_id = ${campaignId}
      union
      select user_id from credited where user_id is not null and order_count > 0
    ),
    rows as (
      select u.id as user_id, u.display_name, coalesce(c.ordered, 0) as ordered,
        coalesce(c.collected, 0) as collected, false as unassigned
      from people p
      join users u on u.id = p.user_id
      left join credited c on c.user_id = p.user_id
      union all
      select null, ${NO_FUNDRAISER_NAME}, ordered, collected, true
      from credited
      where user_id is null and order_count > 0
    )
    select user_id as "userId", display_name as "displayName", ordered as "orderedCents",
      collected as "collectedCents", ${rowOutstanding} as "outstandingCents"
    from rows
    order by unassigned, ${rowOutstanding} desc, lower(display_name), display_name, user_id
  `)) as unknown as { rows: Array<RawFigures & { userId: number | string | null; displayName: string }> };
  return result.rows.map((row) => ({
    userId: row.userId === null ? null : Number(row.userId),
    displayName: row.displayName,
    ...toFigures(row),
  }));
}

/**
 * A campaign's balances, if the caller manages it (an admin manages every campaign); null otherwise, so that a
 * campaign that does not exist and another captain's campaign both answer 404.
 */
export async function getCampaignBalances({
  campaignId,
  manager,
}: {
  campaignId: number;
  manager: CampaignManager;
}): Promise<CampaignBalances | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;
  const inCampaign = eq(orders.campaignId, campaignId);
  const [{ held, ...figures }, byMethod, fundraisers, unsettledOrders] = await Promise.all([
    sumFigures(inCampaign),
    sumByMethod(inCampaign),
    listFundraiserBalances(campaignId),
    listUnsettledOrders(campaignId),
  ]);
  return { ...figures, byMethod, fundraisers, held: { ...held, unsettledOrders } };
}

/** Every order's balances (admin): the whole shop, each campaign (also those with no orders), and the shop's own. */
export async function getOverallBalances(): Promise<OverallBalances> {
  const db = await getDb();
  const outstanding = figureColumns.outstandingCents;
  const [figures, byMethod, campaignRows, shop] = await Promise.all([
    sumFigures(undefined),
    sumByMethod(undefined),
    db
      .select({ campaignId: campaigns.id, name: campaigns.name, ...figureColumns, ...heldColumns })
      .from(campaigns)
      .leftJoin(orders, eq(orders.campaignId, campaigns.id))
      .groupBy(campaigns.id)
      .orderBy(sql`${outstanding} desc`, sql`lower(${campaigns.name})`, campaigns.id),
    sumFigures(isNull(orders.campaignId)),
  ]);
  return {
    ...figures,
    byMethod,
    campaigns: campaignRows.map((row) => ({
      campaignId: row.campaignId,
      name: row.name,
      ...toFigures(row),
      held: toHeld(row),
    })),
    shop,
  };
}
