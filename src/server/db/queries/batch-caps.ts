import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { remainingBags } from '@/lib/coffee/cap-math';
import type { ProductCampaignCap } from '@/lib/contracts/campaign-caps';
import { getDb, type Executor } from '../index';

/*
 * Issue 28: what a batch limit counts, in one place. "Sold" is the bags and roasted grams (quantity × size grams) of a
 * coffee on the orders of one batch that are not cancelled: a campaign's orders, or the shop's orders of one roast
 * day. Order placement (services/batch-caps.ts), staff's status and the public cards all read it from here.
 */

/** One batch: a campaign's orders, or the shop's own orders (no campaign) of one roast day. */
export type CapScope = { campaignId: number } | { campaignId: null; roastDate: string };

export type SoldFigures = { bags: number; grams: number };

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** The orders of the batch, as a condition on `orders o`. */
const sameBatch = (scope: CapScope): SQL =>
  scope.campaignId !== null
    ? sql`o.campaign_id = ${scope.campaignId}`
    : sql`o.campaign_id is null and o.roast_date = ${scope.roastDate}`;

/** The sold bags and grams of these coffees in the batch (a coffee with none is absent). */
export async function sumSoldPerCoffee(
  executor: Executor,
  scope: CapScope,
  productIds: number[],
): Promise<Map<number, SoldFigures>> {
  if (productIds.length === 0) return new Map();
  const { rows } = (await executor.execute(sql`
    select i.product_id, sum(i.quantity) as bags, sum(i.quantity * i.size_grams) as grams
    from order_items i join orders o on o.id = i.order_id
    where i.product_id in (${ids(productIds)}) and ${sameBatch(scope)} and o.order_status <> 'cancelled'
    group by i.product_id`)) as unknown as { rows: Array<{ product_id: number; bags: string; grams: string }> };
  return new Map(rows.map((row) => [Number(row.product_id), { bags: Number(row.bags), grams: Number(row.grams) }]));
}

/** A campaign's cap on one coffee with what it sold, what is left and the demand refused beyond it. */
export type CapStatusRow = {
  productId: number;
  name: string;
  maxBags: number | null;
  maxGrams: number | null;
  soldBags: number;
  soldGrams: number;
  /** In the coffee's default size (its first active option), floored; null when no limit applies. */
  remainingBags: number | null;
  refusedBags: number;
  refusedGrams: number;
  /** The default size's grams (null without an active option). */
  defaultSizeGrams: number | null;
};

type StatusSqlRow = {
  product_id: number;
  name: string;
  max_bags: number | null;
  max_grams: number | null;
  sold_bags: string | number;
  sold_grams: string | number;
  refused_bags: string | number;
  refused_grams: string | number;
  default_size_grams: number | null;
};

/** The caps of a batch: a campaign's rows, or the coffees with a shop cap per roast day. */
const capsOf = (scope: CapScope): SQL =>
  scope.campaignId !== null
    ? sql`select product_id, max_bags, max_grams from campaign_caps where campaign_id = ${scope.campaignId}`
    : sql`select id as product_id, shop_day_max_bags as max_bags, shop_day_max_grams as max_grams from products
        where shop_day_max_bags is not null or shop_day_max_grams is not null`;

/** The refusals of a batch. */
const refusalsOf = (scope: CapScope): SQL =>
  scope.campaignId !== null
    ? sql`campaign_id = ${scope.campaignId}`
    : sql`campaign_id is null and roast_date = ${scope.roastDate}`;

/** Every cap of the batch (ascending product id) with its figures: one query. */
export async function listCapStatus(scope: CapScope): Promise<CapStatusRow[]> {
  const db = await getDb();
  const { rows } = (await db.execute(sql`
    select c.product_id, p.name, c.max_bags, c.max_grams,
      coalesce(s.bags, 0) as sold_bags, coalesce(s.grams, 0) as sold_grams,
      coalesce(r.bags, 0) as refused_bags, coalesce(r.grams, 0) as refused_grams,
      (select po.size_grams from product_options po where po.product_id = c.product_id and po.is_active
        order by po.sort_order, po.id limit 1) as default_size_grams
    from (${capsOf(scope)}) c
    join products p on p.id = c.product_id
    left join (
      select i.product_id, sum(i.quantity) as bags, sum(i.quantity * i.size_grams) as grams
      from order_items i join orders o on o.id = i.order_id
      where ${sameBatch(scope)} and o.order_status <> 'cancelled'
      group by i.product_id
    ) s on s.product_id = c.product_id
    left join (
      select product_id, sum(bags) as bags, sum(grams) as grams from cap_refusals
      where ${refusalsOf(scope)} group by product_id
    ) r on r.product_id = c.product_id
    order by c.product_id`)) as unknown as { rows: StatusSqlRow[] };
  return rows.map((row) => {
    const figures = {
      maxBags: row.max_bags,
      maxGrams: row.max_grams,
      soldBags: Number(row.sold_bags),
      soldGrams: Number(row.sold_grams),
    };
    const defaultSizeGrams = row.default_size_grams === null ? null : Number(row.default_size_grams);
    return {
      productId: Number(row.product_id),
      name: row.name,
      ...figures,
      remainingBags: remainingBags(figures, defaultSizeGrams),
      refusedBags: Number(row.refused_bags),
      refusedGrams: Number(row.refused_grams),
      defaultSizeGrams,
    };
  });
}

/** Every cap of the campaign with its figures. */
export const listCampaignCapStatus = ({ campaignId }: { campaignId: number }) => listCapStatus({ campaignId });

/** Bags left per capped coffee of a campaign (its default size): what its public cards show. */
export async function listCampaignBagsLeft({ campaignId }: { campaignId: number }): Promise<Record<number, number>> {
  const left: Record<number, number> = {};
  for (const row of await listCampaignCapStatus({ campaignId }))
    if (row.remainingBags !== null) left[row.productId] = row.remainingBags;
  return left;
}

/** The campaigns selling a coffee (an active link) or holding a cap on it, with that cap: the product dialog's list. */
export async function listProductCampaignCaps({ productId }: { productId: number }): Promise<ProductCampaignCap[]> {
  const db = await getDb();
  const { rows } = (await db.execute(sql`
    select c.id as campaign_id, c.name as campaign_name, c.is_active, cc.max_bags, cc.max_grams
    from campaigns c
    left join campaign_products cp on cp.campaign_id = c.id and cp.product_id = ${productId} and cp.is_active
    left join campaign_caps cc on cc.campaign_id = c.id and cc.product_id = ${productId}
    where cp.campaign_id is not null or cc.campaign_id is not null
    order by c.is_active desc, c.name, c.id`)) as unknown as {
    rows: Array<{
      campaign_id: number;
      campaign_name: string;
      is_active: boolean;
      max_bags: number | null;
      max_grams: number | null;
    }>;
  };
  return rows.map((row) => ({
    campaignId: Number(row.campaign_id),
    campaignName: row.campaign_name,
    isActive: row.is_active,
    maxBags: row.max_bags,
    maxGrams: row.max_grams,
  }));
}
