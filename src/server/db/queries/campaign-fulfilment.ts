import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { TEAM_GROUP_NAME, type CampaignFulfilment, type FulfilmentGroup } from '@/lib/validation/campaign-fulfilment';
import { getDb } from '../index';
import { countedOrder, ledgerSums, orderMoneyColumns, orderOutstanding, sumsOutstanding } from '../ledger-sql';
import { campaigns } from '../schema';
import { campaignsManagedBy, type CampaignManager } from './campaign-access';

/*
 * The fulfilment sheet in one statement, whatever the campaign's size: the campaign's non-cancelled orders (through
 * orders_campaign_created_at_idx) and their lines (order_items_order_id_idx) are read once, and the totals, the bags
 * per coffee and the fundraiser groups with their orders are all summed and assembled here, in integer cents, as
 * one JSON document. One JSON value instead of a row per order matters: decoding thousands of wide rows cost the
 * embedded database more than the query itself (5,082 orders: 208 ms as rows, under 100 ms as one document).
 */

type Sheet = Pick<CampaignFulfilment, 'totals' | 'coffees'> & {
  fundraisers: Array<Omit<FulfilmentGroup, 'displayName'> & { displayName: string | null }> | null;
};

/** A fundraiser's name as the sheet shows it: display name, else full name, else e-mail (like the audit trail). */
const displayName = sql.raw(
  `coalesce(nullif(btrim(u.display_name), ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)`,
);

/** The sheet's rows keep the orders' money columns under their names; its groups sum them as ordered and collected. */
const sheetMoney = orderMoneyColumns();
const sheetSums = ledgerSums(sheetMoney);

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
    .select({ id: campaigns.id, name: campaigns.name, slug: campaigns.slug })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;

  const result = (await db.execute(sql`
    with sheet_orders as (
      select o.id, o.order_number, o.customer_first_name, o.customer_last_name, o.customer_phone, o.customer_email,
        o.total_cents, o.collected_cents, o.order_status, o.payment_status, o.sub_account_id
      from orders o
      where o.campaign_id = ${campaignId} and ${countedOrder(orderMoneyColumns('o'))}
    ),
    sheet_items as materialized (
      select i.order_id, i.id, i.product_id, i.product_name, i.quantity
      from sheet_orders o
      join order_items i on i.order_id = o.id
    ),
    lines as (
      select order_id, sum(quantity) as bags,
        json_agg(json_build_object('name', product_name, 'quantity', quantity) order by id) as items
      from sheet_items
      group by order_id
    ),
    sheet_rows as (
      select o.*, coalesce(l.bags, 0) as bags, coalesce(l.items, '[]'::json) as items,
        case when o.sub_account_id is not null then ${displayName} end as display_name
      from sheet_orders o
      left join lines l on l.order_id = o.id
      left join users u on u.id = o.sub_account_id
    ),
    groups as (
      select sub_account_id, min(display_name) as display_name, sum(bags) as bags,
        ${sheetSums.orderedCents} as ordered, ${sheetSums.collectedCents} as collected,
        json_agg(json_build_object(
          'orderId', id,
          'orderNumber', order_number,
          'customerName', btrim(customer_first_name || ' ' || customer_last_name),
          'customerPhone', customer_phone,
          'customerEmail', customer_email,
          'items', items,
          'totalCents', total_cents,
          'collectedCents', collected_cents,
          'outstandingCents', ${orderOutstanding(sheetMoney)},
          'orderStatus', order_status,
          'paymentStatus', payment_status
        ) order by lower(customer_last_name), lower(customer_first_name), id) as orders
      from sheet_rows
      group by sub_account_id
    ),
    -- One row per product; lines whose product was deleted since are grouped by their captured name.
    coffees as (
      select product_id, (array_agg(product_name order by id desc))[1] as name, sum(quantity) as bags
      from sheet_items
      group by product_id, case when product_id is null then product_name end
    )
    select
      (select json_build_object(
          'orders', count(*),
          'orderedCents', ${sheetSums.orderedCents},
          'collectedCents', ${sheetSums.collectedCents},
          'outstandingCents', ${sheetSums.outstandingCents},
          'handedOut', count(*) filter (where order_status = 'delivered'),
          'bags', coalesce(sum(bags), 0))
        from sheet_rows) as totals,
      (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'bags', bags)
          order by bags desc, name), '[]'::json)
        from coffees) as coffees,
      (select json_agg(json_build_object(
          'userId', sub_account_id,
          'displayName', display_name,
          'bags', bags,
          'orderedCents', ordered,
          'collectedCents', collected,
          'outstandingCents', ${sumsOutstanding(sql.raw('ordered'), sql.raw('collected'))},
          'orders', orders
        ) order by sub_account_id is null, lower(display_name), sub_account_id)
        from groups) as fundraisers
  `)) as unknown as { rows: Sheet[] };
  const sheet = result.rows[0]!;

  return {
    campaign: { id: campaign.id, name: campaign.name, slug: campaign.slug },
    totals: sheet.totals,
    coffees: sheet.coffees,
    fundraisers: (sheet.fundraisers ?? []).map((group) => ({
      ...group,
      displayName: group.userId === null ? TEAM_GROUP_NAME : (group.displayName ?? ''),
    })),
  };
}
