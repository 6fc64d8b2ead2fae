import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import {
  TEAM_GROUP_NAME,
  type CampaignFulfilment,
  type FulfilmentCoffee,
  type FulfilmentGroup,
  type FulfilmentItem,
} from '@/lib/validation/campaign-fulfilment';
import type { OrderStatus, PaymentStatus } from '@/lib/validation/admin-orders';
import { getDb } from '../index';
import { campaigns } from '../schema';
import { campaignsManagedBy, type CampaignManager } from './captain';

/*
 * The fulfilment sheet in two statements, whatever the campaign's size: the campaign with its totals and bags per
 * coffee, then every non-cancelled order with its lines (json_agg) and its fundraiser group's sums (window
 * functions). Both walk orders_campaign_created_at_idx and order_items_order_id_idx. Every figure is summed here,
 * in integer cents; the code below only regroups rows that arrive already in group order.
 */

type Totals = CampaignFulfilment['totals'];

type OrderRow = {
  order_id: number;
  order_number: string;
  customer_name: string;
  customer_phone: string | null;
  customer_email: string;
  items: FulfilmentItem[];
  total_cents: number;
  collected_cents: number;
  outstanding_cents: number;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  user_id: number | null;
  display_name: string | null;
  group_bags: number;
  group_ordered_cents: number;
  group_collected_cents: number;
  group_outstanding_cents: number;
};

/** A fundraiser's name as the sheet shows it: display name, else full name, else e-mail (like the audit trail). */
const displayName = sql.raw(
  `coalesce(nullif(btrim(u.display_name), ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)`,
);

/** The campaign's sheet, or null when it does not exist or the caller does not manage it (both answer 404). */
export async function getCampaignFulfilment({
  campaignId,
  manager,
}: {
  campaignId: number;
  manager: CampaignManager;
}): Promise<CampaignFulfilment | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      slug: campaigns.slug,
      totals: sql<Totals>`(
        select json_build_object(
          'orders', count(*),
          'orderedCents', coalesce(sum(o.total_cents), 0),
          'collectedCents', coalesce(sum(o.collected_cents), 0),
          'outstandingCents', coalesce(sum(o.total_cents - o.collected_cents), 0),
          'handedOut', count(*) filter (where o.order_status = 'delivered'),
          'bags', coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)
        )
        from orders o
        where o.campaign_id = "campaigns"."id" and o.order_status <> 'cancelled'
      )`,
      // One row per product; lines whose product was deleted since are grouped by their captured name.
      coffees: sql<FulfilmentCoffee[]>`(
        select coalesce(json_agg(json_build_object('productId', c.product_id, 'name', c.name, 'bags', c.bags)
          order by c.bags desc, c.name), '[]'::json)
        from (
          select i.product_id, (array_agg(i.product_name order by i.id desc))[1] as name, sum(i.quantity) as bags
          from orders o
          join order_items i on i.order_id = o.id
          where o.campaign_id = "campaigns"."id" and o.order_status <> 'cancelled'
          group by i.product_id, case when i.product_id is null then i.product_name end
        ) c
      )`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;

  const result = (await db.execute(sql`
    select
      o.id as order_id,
      o.order_number,
      btrim(o.customer_first_name || ' ' || o.customer_last_name) as customer_name,
      o.customer_phone,
      o.customer_email,
      lines.items,
      o.total_cents,
      o.collected_cents,
      o.total_cents - o.collected_cents as outstanding_cents,
      o.order_status,
      o.payment_status,
      o.sub_account_id as user_id,
      ${displayName} as display_name,
      (sum(lines.bags) over fundraiser)::int as group_bags,
      (sum(o.total_cents) over fundraiser)::int as group_ordered_cents,
      (sum(o.collected_cents) over fundraiser)::int as group_collected_cents,
      (sum(o.total_cents - o.collected_cents) over fundraiser)::int as group_outstanding_cents
    from orders o
    left join users u on u.id = o.sub_account_id
    cross join lateral (
      select coalesce(json_agg(json_build_object('name', i.product_name, 'quantity', i.quantity) order by i.id),
          '[]'::json) as items,
        coalesce(sum(i.quantity), 0) as bags
      from order_items i
      where i.order_id = o.id
    ) lines
    where o.campaign_id = ${campaignId} and o.order_status <> 'cancelled'
    window fundraiser as (partition by o.sub_account_id)
    order by o.sub_account_id is null, lower(${displayName}), o.sub_account_id,
      lower(o.customer_last_name), lower(o.customer_first_name), o.id
  `)) as unknown as { rows: OrderRow[] };

  return {
    campaign: { id: campaign.id, name: campaign.name, slug: campaign.slug },
    totals: campaign.totals,
    coffees: campaign.coffees,
    fundraisers: groupByFundraiser(result.rows),
  };
}

/** Rows arrive ordered by group: each run of one fundraiser's orders becomes a group. */
function groupByFundraiser(rows: OrderRow[]): FulfilmentGroup[] {
  const groups: FulfilmentGroup[] = [];
  let current: FulfilmentGroup | undefined;
  for (const row of rows) {
    const userId = row.user_id === null ? null : Number(row.user_id);
    if (!current || current.userId !== userId) {
      current = {
        userId,
        displayName: userId === null ? TEAM_GROUP_NAME : (row.display_name ?? ''),
        bags: Number(row.group_bags),
        orderedCents: Number(row.group_ordered_cents),
        collectedCents: Number(row.group_collected_cents),
        outstandingCents: Number(row.group_outstanding_cents),
        orders: [],
      };
      groups.push(current);
    }
    current.orders.push({
      orderId: Number(row.order_id),
      orderNumber: row.order_number,
      customerName: row.customer_name,
      customerPhone: row.customer_phone,
      customerEmail: row.customer_email,
      items: row.items,
      totalCents: Number(row.total_cents),
      collectedCents: Number(row.collected_cents),
      outstandingCents: Number(row.outstanding_cents),
      orderStatus: row.order_status,
      paymentStatus: row.payment_status,
    });
  }
  return groups;
}
