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
 * few dozen rows, assembled by buildRoastPlan (src/lib/coffee/roast-plan.ts). Kept out of the fulfilment sheet's
 * single statement so that statement does not grow (docs/decisions/roast-plan.md).
 */

/** A grouped row with the campaign and roast day it belongs to (null: a shop order; an order from before roast days). */
export type RoastDayRow = RoastPlanRow & { campaignId: number | null; roastDate: string | null };

type RawRow = {
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

const counted = countedOrder(orderMoneyColumns('o'));

async function roastPlanRows(executor: Executor, where: SQL): Promise<RoastDayRow[]> {
  const result = (await executor.execute(sql`
    select g.campaign_id, g.roast_date::text as roast_date, g.product_id, last.product_name as name, g.last_line_id,
      g.grind, g.size, g.bags, g.grams, p.shrinkage_permille
    from (
      select o.campaign_id, o.roast_date, i.product_id,
        case when i.product_id is null then i.product_name end as lost_name,
        max(i.id) as last_line_id,
        i.grind, i.size, sum(i.quantity) as bags, sum(i.quantity * i.size_grams) as grams
      from orders o
      join order_items i on i.order_id = o.id
      where ${where} and ${counted}
      group by o.campaign_id, o.roast_date, i.product_id, lost_name, i.grind, i.size
    ) g
    -- The group's name is its newest line's (as the sheet names coffees): one primary-key read per group, far
    -- cheaper than an ordered array_agg over every line (46 → 12 ms on 5,082 orders).
    join order_items last on last.id = g.last_line_id
    left join products p on p.id = g.product_id
  `)) as unknown as { rows: RawRow[] };
  // Sums are bigint (text from some drivers); each is far below 2^53.
  return result.rows.map((row) => ({
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
