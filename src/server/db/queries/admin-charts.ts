import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@/lib/dates';
import {
  chartPaymentMethods,
  SHOP_ORDERS_NAME,
  type AdminCharts,
  type AdminChartsQuery,
  type ChartPaymentMethod,
} from '@/lib/validation/admin-charts';
import { getDb } from '../index';
import { paymentMethods } from '../schema';

// The validation list is the database enum: a change to one without the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ChartMethodsMatchSchema = Assert<Same<(typeof paymentMethods)[number], ChartPaymentMethod>>;

/*
 * The Overview tab's charts. Each block is one SQL statement over the orders created in the range and not
 * cancelled, the orders the Total Sales card and the leaderboards count. The range is compared as instants
 * (`created_at >= from and < before`, the shop's midnights), so it walks orders_created_at_id_idx; that index also
 * holds order_status, campaign_id and total_cents, so the sales blocks never read the table itself.
 */

type Rows<T> = { rows: T[] };

async function run<T>(query: SQL): Promise<T[]> {
  const db = await getDb();
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const inRange = ({ range }: AdminChartsQuery, alias = 'o') => {
  const table = sql.raw(alias);
  return sql`${table}.created_at >= ${range.from.toISOString()}::timestamptz
    and ${table}.created_at < ${range.before.toISOString()}::timestamptz
    and ${table}.order_status <> 'cancelled'`;
};

/** Every day (or Monday-started week) of the range, with the sales of the orders created in it, shop time. */
async function salesOverTime(query: AdminChartsQuery): Promise<AdminCharts['salesOverTime']> {
  const unit = sql.raw(query.interval === 'week' ? `'week'` : `'day'`);
  const step = sql.raw(query.interval === 'week' ? `interval '1 week'` : `interval '1 day'`);
  const rows = await run<{ period: string; ordered: string; orders: number }>(sql`
    with sales as (
      select date_trunc(${unit}, o.created_at at time zone ${SHOP_TIME_ZONE}) as period,
             sum(o.total_cents) as ordered, count(*)::int as orders
      from orders o
      where ${inRange(query)}
      group by 1
    )
    select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(s.ordered, 0)::text as ordered,
           coalesce(s.orders, 0) as orders
    from generate_series(date_trunc(${unit}, ${query.from}::timestamp), ${query.to}::timestamp, ${step}) as p(period)
    left join sales s on s.period = p.period
    order by p.period
  `);
  return rows.map((row) => ({ period: row.period, orderedCents: Number(row.ordered), orders: Number(row.orders) }));
}

async function salesByCampaign(query: AdminChartsQuery): Promise<AdminCharts['salesByCampaign']> {
  const rows = await run<{ campaign_id: number | null; name: string | null; ordered: string }>(sql`
    select s.campaign_id, c.name, s.ordered::text as ordered
    from (
      select o.campaign_id, sum(o.total_cents) as ordered
      from orders o
      where ${inRange(query)}
      group by o.campaign_id
    ) s
    left join campaigns c on c.id = s.campaign_id
    order by s.ordered desc, c.name nulls last, s.campaign_id
  `);
  return rows.map((row) => ({
    campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
    name: row.campaign_id === null ? SHOP_ORDERS_NAME : (row.name ?? ''),
    orderedCents: Number(row.ordered),
  }));
}

/** Bags ordered per coffee; lines of a product deleted since keep their own name and count apart. */
async function bagsByCoffee(query: AdminChartsQuery): Promise<AdminCharts['bagsByCoffee']> {
  const rows = await run<{ product_id: number | null; name: string; bags: string }>(sql`
    select i.product_id, coalesce(p.name, min(i.product_name)) as name, sum(i.quantity)::text as bags
    from orders o
    join order_items i on i.order_id = o.id
    left join products p on p.id = i.product_id
    where ${inRange(query)}
    group by i.product_id, p.name, case when i.product_id is null then i.product_name end
    order by sum(i.quantity) desc, 2, 1
  `);
  return rows.map((row) => ({
    productId: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    bags: Number(row.bags),
  }));
}

/**
 * The ten (fundraiser, campaign) pairs that sold most. The ranking reads only the narrow index; bags are then
 * counted for those ten alone.
 */
async function topFundraisers(query: AdminChartsQuery): Promise<AdminCharts['topFundraisers']> {
  const rows = await run<{
    user_id: number;
    display_name: string;
    campaign_id: number | null;
    campaign_name: string | null;
    ordered: string;
    bags: string;
  }>(sql`
    with top as (
      select o.sub_account_id, o.campaign_id, sum(o.total_cents) as ordered
      from orders o
      where ${inRange(query)} and o.sub_account_id is not null
      group by o.sub_account_id, o.campaign_id
      order by ordered desc, o.sub_account_id, o.campaign_id nulls first
      limit 10
    )
    select t.sub_account_id as user_id,
           coalesce(nullif(u.display_name, ''), trim(u.first_name || ' ' || u.last_name)) as display_name,
           t.campaign_id, c.name as campaign_name, t.ordered::text as ordered,
           (select coalesce(sum(i.quantity), 0)
              from orders o join order_items i on i.order_id = o.id
              where ${inRange(query)} and o.sub_account_id = t.sub_account_id
                and o.campaign_id is not distinct from t.campaign_id)::text as bags
    from top t
    join users u on u.id = t.sub_account_id
    left join campaigns c on c.id = t.campaign_id
    order by t.ordered desc, t.sub_account_id, t.campaign_id nulls first
  `);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    displayName: row.display_name,
    campaignId: row.campaign_id === null ? null : Number(row.campaign_id),
    campaignName: row.campaign_name,
    orderedCents: Number(row.ordered),
    bags: Number(row.bags),
  }));
}

/** Collected (orders.collected_cents, the ledger's running sum) and outstanding, and the ledger by method. */
async function collectedVsOutstanding(query: AdminChartsQuery): Promise<AdminCharts['collectedVsOutstanding']> {
  const [row] = await run<{ collected: string; outstanding: string; by_method: Record<string, number | string> }>(sql`
    with ranged as (
      select o.id, o.total_cents, o.collected_cents from orders o where ${inRange(query)}
    )
    select
      (select coalesce(sum(collected_cents), 0) from ranged)::text as collected,
      (select coalesce(sum(total_cents - collected_cents), 0) from ranged)::text as outstanding,
      (select coalesce(json_object_agg(m.method, m.cents), '{}'::json)
         from (select p.method, sum(p.amount_cents)::text as cents
                 from order_payments p join ranged r on r.id = p.order_id
                 group by p.method) m) as by_method
  `);
  const byMethod = Object.fromEntries(
    chartPaymentMethods.map((method) => [method, Number(row?.by_method?.[method] ?? 0)]),
  ) as Record<ChartPaymentMethod, number>;
  return { collectedCents: Number(row?.collected ?? 0), outstandingCents: Number(row?.outstanding ?? 0), byMethod };
}

export async function getAdminCharts(query: AdminChartsQuery): Promise<AdminCharts> {
  const [sales, campaigns, coffees, fundraisers, money] = await Promise.all([
    salesOverTime(query),
    salesByCampaign(query),
    bagsByCoffee(query),
    topFundraisers(query),
    collectedVsOutstanding(query),
  ]);
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    timeZone: SHOP_TIME_ZONE,
    salesOverTime: sales,
    salesByCampaign: campaigns,
    bagsByCoffee: coffees,
    topFundraisers: fundraisers,
    collectedVsOutstanding: money,
  };
}
