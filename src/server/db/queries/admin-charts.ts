import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import { chartPaymentMethods, type AdminCharts, type ChartPaymentMethod } from '@/lib/contracts/admin-stats';
import { SHOP_ORDERS_NAME } from '@/lib/labels/charts';
import { type AdminChartsQuery } from '@/lib/validation/admin-charts';
import { getDb } from '../index';
import type { Assert, SameValues } from '../types';
import { sumsOutstanding } from '../ledger-sql';
import { paymentMethods } from '../schema';

// The validation list is the database enum: a change to one without the other fails the typecheck.
export type ChartMethodsMatchSchema = Assert<SameValues<(typeof paymentMethods)[number], ChartPaymentMethod>>;

/*
 * The Overview tab's charts, over the orders placed in the range's shop days and not cancelled (the orders the Total
 * Sales card and the leaderboards count). They read the running sums of migration 0015 (chart_days,
 * chart_day_coffees, chart_day_methods: per shop day, kept by triggers), so a year sums a few tens of thousands of
 * day rows instead of every order, line and ledger entry (a year of 100,000 orders took ~300 ms on the embedded
 * database). Rows whose orders went elsewhere stay with zero counts and drop out here.
 */

type Rows<T> = { rows: T[] };

async function run<T>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The range's shop days over a day table aliased `d`, both ends included. */
const inDays = (query: AdminChartsQuery) => sql`d.day >= ${query.from}::date and d.day <= ${query.to}::date`;

/**
 * Every day (or Monday-started week) of the range with the sales of the orders placed in it: each day row is placed
 * in its period by width_bucket (a binary search over the periods' first days).
 */
async function salesOverTime(query: AdminChartsQuery): Promise<AdminCharts['salesOverTime']> {
  const unit = sql.raw(query.interval === 'week' ? `'week'` : `'day'`);
  const step = sql.raw(query.interval === 'week' ? `interval '1 week'` : `interval '1 day'`);
  const rows = await run<{ period: string; ordered: string; orders: number }>(sql`
    with periods as (
      select p.period::date as starts, row_number() over (order by p.period) as k
      from generate_series(date_trunc(${unit}, ${query.from}::timestamp), ${query.to}::timestamp, ${step}) as p(period)
    ),
    sales as (
      select width_bucket(d.day, (select array_agg(starts order by k) from periods)) as k,
             sum(d.ordered_cents) as ordered, sum(d.order_count)::int as orders
      from chart_days d
      where ${inDays(query)}
      group by 1
    )
    select to_char(p.starts, 'YYYY-MM-DD') as period, coalesce(s.ordered, 0)::text as ordered,
           coalesce(s.orders, 0) as orders
    from periods p
    left join sales s on s.k = p.k
    order by p.k
  `);
  return rows.map((row) => ({ period: row.period, orderedCents: Number(row.ordered), orders: Number(row.orders) }));
}

type CampaignSales = { campaignId: number | null; name: string | null; orderedCents: number | string };
type FundraiserSales = {
  userId: number;
  displayName: string;
  campaignId: number | null;
  campaignName: string | null;
  orderedCents: number | string;
  bags: number | string;
};

/**
 * Sales by campaign, the ten (fundraiser, campaign) pairs that sold most (with their bags), and collected vs
 * outstanding, from one pass over the range's day rows summed per (campaign, fundraiser).
 */
async function salesBreakdown(query: AdminChartsQuery) {
  const [row] = await run<{
    money: { collected: number | string; outstanding: number | string };
    campaigns: CampaignSales[] | null;
    fundraisers: FundraiserSales[] | null;
  }>(sql`
    with sums as (
      select d.campaign_id, d.sub_account_id, sum(d.ordered_cents) as ordered, sum(d.collected_cents) as collected,
        sum(d.bags) as bags
      from chart_days d
      where ${inDays(query)}
      group by d.campaign_id, d.sub_account_id
      having sum(d.order_count) > 0
    ),
    top as (
      select sub_account_id, campaign_id, ordered, bags
      from sums
      where sub_account_id is not null
      order by ordered desc, sub_account_id, campaign_id nulls first
      limit 10
    )
    select
      (select json_build_object('collected', coalesce(sum(collected), 0),
                                'outstanding', coalesce(sum(${sumsOutstanding(sql.raw('ordered'), sql.raw('collected'))}), 0))
         from sums) as money,
      (select json_agg(json_build_object('campaignId', s.campaign_id, 'name', c.name, 'orderedCents', s.ordered)
                       order by s.ordered desc, c.name nulls last, s.campaign_id)
         from (select campaign_id, sum(ordered) as ordered from sums group by campaign_id) s
         left join campaigns c on c.id = s.campaign_id) as campaigns,
      (select json_agg(json_build_object(
                'userId', t.sub_account_id,
                'displayName', coalesce(nullif(u.display_name, ''), trim(u.first_name || ' ' || u.last_name)),
                'campaignId', t.campaign_id,
                'campaignName', c.name,
                'orderedCents', t.ordered,
                'bags', t.bags)
              order by t.ordered desc, t.sub_account_id, t.campaign_id nulls first)
         from top t
         join users u on u.id = t.sub_account_id
         left join campaigns c on c.id = t.campaign_id) as fundraisers
  `);
  const salesByCampaign: AdminCharts['salesByCampaign'] = (row?.campaigns ?? []).map((campaign) => ({
    campaignId: campaign.campaignId === null ? null : Number(campaign.campaignId),
    name: campaign.campaignId === null ? SHOP_ORDERS_NAME : (campaign.name ?? ''),
    orderedCents: Number(campaign.orderedCents),
  }));
  const topFundraisers: AdminCharts['topFundraisers'] = (row?.fundraisers ?? []).map((fundraiser) => ({
    userId: Number(fundraiser.userId),
    displayName: fundraiser.displayName,
    campaignId: fundraiser.campaignId === null ? null : Number(fundraiser.campaignId),
    campaignName: fundraiser.campaignName,
    orderedCents: Number(fundraiser.orderedCents),
    bags: Number(fundraiser.bags),
  }));
  return {
    salesByCampaign,
    topFundraisers,
    collectedCents: Number(row?.money.collected ?? 0),
    outstandingCents: Number(row?.money.outstanding ?? 0),
  };
}

/** Bags ordered per coffee; lines of a product deleted since keep their own name and count apart. */
async function bagsByCoffee(query: AdminChartsQuery): Promise<AdminCharts['bagsByCoffee']> {
  const rows = await run<{ product_id: number | null; name: string; bags: string }>(sql`
    select b.product_id, coalesce(p.name, b.deleted_name) as name, b.bags::text as bags
    from (
      select d.product_id, d.deleted_name, sum(d.bags) as bags
      from chart_day_coffees d
      where ${inDays(query)}
      group by 1, 2
      having sum(d.bags) <> 0
    ) b
    left join products p on p.id = b.product_id
    order by b.bags desc, 2, 1
  `);
  return rows.map((row) => ({
    productId: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    bags: Number(row.bags),
  }));
}

/** The ledger of the range's orders, summed per method; every method is present. */
async function ledgerByMethod(query: AdminChartsQuery): Promise<Record<ChartPaymentMethod, number>> {
  const rows = await run<{ method: ChartPaymentMethod; cents: string }>(sql`
    select d.method, sum(d.cents)::text as cents
    from chart_day_methods d
    where ${inDays(query)}
    group by d.method
  `);
  const byMethod = Object.fromEntries(chartPaymentMethods.map((method) => [method, 0])) as Record<
    ChartPaymentMethod,
    number
  >;
  for (const row of rows) byMethod[row.method] = Number(row.cents);
  return byMethod;
}

export async function getAdminCharts(query: AdminChartsQuery): Promise<AdminCharts> {
  const [sales, breakdown, coffees, byMethod] = await Promise.all([
    salesOverTime(query),
    salesBreakdown(query),
    bagsByCoffee(query),
    ledgerByMethod(query),
  ]);
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    timeZone: SHOP_TIME_ZONE,
    salesOverTime: sales,
    salesByCampaign: breakdown.salesByCampaign,
    bagsByCoffee: coffees,
    topFundraisers: breakdown.topFundraisers,
    collectedVsOutstanding: {
      collectedCents: breakdown.collectedCents,
      outstandingCents: breakdown.outstandingCents,
      byMethod,
    },
  };
}
