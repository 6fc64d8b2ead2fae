import 'server-only';
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { buildRoastPlan, type RoastPlanRow } from '@/lib/coffee/roast-plan';
import type { Grind } from '@/lib/coffee/options';
import type { RoastDayPlan } from '@/lib/contracts/roast-plan';
import { getDb, type Executor } from '../index';
import { countedOrder, orderMoneyColumns } from '../ledger-sql';
import { campaigns } from '../schema';

/*
 * The roast plan's one read (issue 28): the lines of the orders that count (not cancelled), grouped in the database by
 * campaign, roast day, coffee, grind and size: bags and Σ quantity × bag grams. A campaign's plan reads its orders
 * through orders_campaign_created_at_idx, a roast day's through orders_roast_date_idx; either way the answer is a
 * few dozen rows, assembled by buildRoastPlan (src/lib/coffee/roast-plan.ts). The fulfilment sheet groups the lines of
 * its own statement with the same `roastPlanGroups` (docs/decisions/roast-plan.md).
 */

/** A grouped row with the campaign and roast day it belongs to (null: a shop order; an order from before roast days). */
export type RoastDayRow = RoastPlanRow & { campaignId: number | null; roastDate: string | null };

/** A grouped row as the database writes it (sums are bigint: text from some drivers, each far below 2^53). */
export type RoastPlanRawRow = {
  campaign_id: number | null;
  roast_date: string | null;
  product_id: number | null;
  name: string;
  last_line_id: number | string;
  grind: Grind;
  size: string;
  bags: number | string;
  grams: number | string;
  shrinkage_permille: number | null;
};

/**
 * The grouped rows over `lines`, a relation of order lines that count with their order's `campaign_id` and
 * `roast_date` beside `id`, `product_id`, `product_name`, `grind`, `size`, `quantity` and `size_grams`. One home for
 * the grouping: this read and the fulfilment sheet's statement (which groups the lines it has already read) use it.
 * The group's name is its newest line's (as the sheet names coffees): one primary-key read per group, far cheaper
 * than an ordered array_agg over every line (46 → 12 ms on 5,082 orders).
 */
export const roastPlanGroups = (lines: SQL) => sql`
  select g.campaign_id, g.roast_date::text as roast_date, g.product_id, last.product_name as name, g.last_line_id,
    g.grind, g.size, g.bags, g.grams, p.shrinkage_permille
  from (
    select l.campaign_id, l.roast_date, l.product_id,
      case when l.product_id is null then l.product_name end as lost_name,
      max(l.id) as last_line_id,
      l.grind, l.size, sum(l.quantity) as bags, sum(l.quantity * l.size_grams) as grams
    from ${lines} l
    group by l.campaign_id, l.roast_date, l.product_id, lost_name, l.grind, l.size
  ) g
  join order_items last on last.id = g.last_line_id
  left join products p on p.id = g.product_id`;

export const toRoastDayRows = (rows: readonly RoastPlanRawRow[]): RoastDayRow[] =>
  rows.map((row) => ({
    campaignId: row.campaign_id,
    roastDate: row.roast_date,
    productId: row.product_id,
    name: row.name,
    lastLineId: Number(row.last_line_id),
    grind: row.grind,
    size: row.size,
    bags: Number(row.bags),
    grams: Number(row.grams),
    shrinkagePermille: row.shrinkage_permille,
  }));

const counted = countedOrder(orderMoneyColumns('o'));

async function roastPlanRows(executor: Executor, where: SQL): Promise<RoastDayRow[]> {
  const result = (await executor.execute(sql`
    with chosen as materialized (
      select o.id, o.campaign_id, o.roast_date from orders o where ${where} and ${counted}
    ),
    plan_lines as (
      select o.campaign_id, o.roast_date, i.id, i.product_id, i.product_name, i.grind, i.size, i.quantity,
        i.size_grams
      from chosen o
      -- The lines through order_items_order_id_idx: without the id list the planner reads every line of every order
      -- (a quarter of a million rows on a large season, 70-90 ms on the embedded database) to join a few thousand.
      join order_items i on i.order_id = o.id and i.order_id = any(array(select id from chosen))
    )
    ${roastPlanGroups(sql.raw('plan_lines'))}
  `)) as unknown as { rows: RoastPlanRawRow[] };
  return toRoastDayRows(result.rows);
}

/** A campaign's grouped rows over all its roast days (the caller has checked it may read the campaign). */
export async function getCampaignRoastPlanRows({ campaignId }: { campaignId: number }): Promise<RoastDayRow[]> {
  return roastPlanRows(await getDb(), sql`o.campaign_id = ${campaignId}`);
}

/** One roast day across campaigns and shop orders: orders whose roast day it is, not cancelled. */
export async function getRoastDayPlan({ date }: { date: string }): Promise<RoastDayPlan> {
  const db = await getDb();
  const rows = await roastPlanRows(db, sql`o.roast_date = ${date}`);
  const campaignIds = [...new Set(rows.flatMap((row) => (row.campaignId === null ? [] : [row.campaignId])))];
  const named = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(or(eq(campaigns.roastDate, date), inArray(campaigns.id, campaignIds)))
    .orderBy(asc(campaigns.name), asc(campaigns.id));
  return {
    date,
    roastPlan: buildRoastPlan(rows),
    campaigns: named.map((campaign) => ({
      ...campaign,
      roastPlan: buildRoastPlan(rows.filter((row) => row.campaignId === campaign.id)),
    })),
    shop: { roastPlan: buildRoastPlan(rows.filter((row) => row.campaignId === null)) },
  };
}

/** The roast days before and after `date` that have orders (not cancelled), for the page's links. */
export async function getRoastDayNeighbours({
  date,
}: {
  date: string;
}): Promise<{ previous: string | null; next: string | null }> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select
      (select max(o.roast_date)::text from orders o where o.roast_date < ${date} and ${counted}) as previous,
      (select min(o.roast_date)::text from orders o where o.roast_date > ${date} and ${counted}) as next
  `)) as unknown as { rows: Array<{ previous: string | null; next: string | null }> };
  const row = result.rows[0];
  return { previous: row?.previous ?? null, next: row?.next ?? null };
}

/** The first roast day on or after `today` that has orders (not cancelled), else `today`. */
export async function getDefaultRoastDay({ today }: { today: string }): Promise<string> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select min(o.roast_date)::text as day from orders o where o.roast_date >= ${today} and ${counted}
  `)) as unknown as { rows: Array<{ day: string | null }> };
  return result.rows[0]?.day ?? today;
}
