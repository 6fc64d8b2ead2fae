import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { buildRoastPlan } from '@/lib/coffee/roast-plan';
import { TEAM_GROUP_NAME, type CampaignFulfilment, type FulfilmentRoastDay } from '@/lib/contracts/campaign-fulfilment';
import { getDb } from '../index';
import { countedOrder, ledgerSums, orderMoneyColumns, orderOutstanding, sumsOutstanding } from '../ledger-sql';
import { campaigns } from '../schema';
import { HAND_OUT_ACTION } from './hand-out-undo';
import { campaignsManagedBy, type CampaignManager } from './campaign-access';
import {
  getCampaignRoastPlanRows,
  roastPlanGroups,
  toRoastDayRows,
  type RoastDayRow,
  type RoastPlanRawRow,
} from './roast-plan';

/*
 * The fulfilment sheet in one statement, whatever the campaign's size: the campaign's non-cancelled orders (through
 * orders_campaign_created_at_idx) and their lines (order_items_order_id_idx) are read once, and the totals, the bags
 * per coffee (to roast, still to hand out, handed out), each fundraiser's pick list (bags per coffee of their orders
 * not handed out yet) and the fundraiser groups with their orders and pickup choices are all summed and assembled here, in integer cents, as
 * one JSON document. One JSON value instead of a row per order matters: decoding thousands of wide rows cost the
 * embedded database more than the query itself (5,082 orders: 208 ms as rows, under 100 ms as one document).
 */

/** A fundraiser's name as the sheet shows it: display name, else full name, else e-mail (like the audit trail). */
const displayName = sql.raw(
  `coalesce(nullif(btrim(u.display_name), ''), nullif(btrim(u.first_name || ' ' || u.last_name), ''), u.email)`,
);

/**
 * A group's coffee is named as its newest line names it: one primary-key read per group. An ordered array_agg would
 * sort every line by text keys first (about 30 ms for the 12,000 lines of a 5,000-order campaign).
 */
const newestLineName = sql.raw(
  `(select newest.product_name from order_items newest where newest.id = max(sheet_items.id))`,
);

/** The sheet's rows keep the orders' money columns under their names; its groups sum them as ordered and collected. */
const sheetMoney = orderMoneyColumns();
const sheetSums = ledgerSums(sheetMoney);

/** The roast days among a campaign's grouped rows, with their bags: earliest first, orders without one last. */
function roastDaysOf(rows: readonly RoastDayRow[]): FulfilmentRoastDay[] {
  const bags = new Map<string | null, number>();
  for (const row of rows) bags.set(row.roastDate, (bags.get(row.roastDate) ?? 0) + row.bags);
  return [...bags]
    .map(([date, count]) => ({ date, bags: count }))
    .sort((a, b) => (a.date === null ? 1 : b.date === null ? -1 : a.date.localeCompare(b.date)));
}

/**
 * The campaign's sheet as the JSON text of its answer, or null when it does not exist or the caller does not manage
 * it (both answer 404). Built whole by the database, `undoable` included, and sent as it comes: parsing and
 * re-serialising 2 MB for the largest campaign cost more than a fifth of the answer's time. The roast plan (a few
 * dozen rows grouped by the same statement, answered beside the document) is appended to the document's text.
 */
export async function getCampaignFulfilmentJson({
  campaignId,
  manager,
  roastDate,
}: {
  campaignId: number;
  manager: CampaignManager;
  /** Only the orders of this roast day ("YYYY-MM-DD"); every order when absent. */
  roastDate?: string;
}): Promise<string | null> {
  const db = await getDb();
  const [campaign] = await db
    .select({ id: campaigns.id, name: campaigns.name, slug: campaigns.slug, roastDate: campaigns.roastDate })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), campaignsManagedBy(manager)));
  if (!campaign) return null;
  const ofRoastDay = roastDate === undefined ? sql`` : sql` and o.roast_date = ${roastDate}`;
  // Which delivered orders the caller may undo (hand-out-undo.ts): the newest status entry is the sheet's hand-out,
  // and the caller is staff or that entry's actor.
  const mayUndoAny = manager.role === 'admin';

  const sheet = db.execute(sql`
    with sheet_orders as (
      select o.id, o.order_number, o.customer_first_name, o.customer_last_name, o.customer_phone, o.customer_email,
        o.total_cents, o.collected_cents, o.order_status, o.payment_status, o.sub_account_id, o.pickup_option_id,
        o.gift_cents, o.source, o.campaign_id, o.roast_date
      from orders o
      where o.campaign_id = ${campaignId} and ${countedOrder(orderMoneyColumns('o'))}${ofRoastDay}
    ),
    -- Each delivered order's newest status entry, one pass of audit_entries_entity_idx for the sorted ids.
    last_status as (
      select distinct on (a.entity_id) a.entity_id as order_id, a.action, a.actor_id
      from audit_entries a
      where a.entity_type = 'order'
        and a.entity_id = any(array(select id from sheet_orders where order_status = 'delivered' order by id))
        and a.changes ? 'orderStatus'
      order by a.entity_id, a.created_at desc, a.id desc
    ),
    -- Each line keeps its order's fundraiser and whether it is handed out: the coffees' split and the pick lists.
    sheet_items as materialized (
      select i.order_id, i.id, i.product_id, i.product_name, i.quantity, i.grind, i.size, i.size_grams,
        o.sub_account_id, o.campaign_id, o.roast_date,
        o.order_status = 'delivered' as handed_out
      from sheet_orders o
      -- Through order_items_order_id_idx: without the id list the planner reads every line of every order (a quarter
      -- of a million rows on a large season) to join a few thousand.
      join order_items i on i.order_id = o.id and i.order_id = any(array(select id from sheet_orders))
    ),
    lines as (
      select order_id, sum(sheet_items.quantity) as bags,
        json_agg(row_to_json(l) order by id) as items
      from sheet_items
      cross join lateral (select product_name as name, quantity, grind, size) l
      group by order_id
    ),
    sheet_rows as (
      select o.*, coalesce(l.bags, 0) as bags, coalesce(l.items, '[]'::json) as items,
        case when o.order_status = 'delivered' then 0 else coalesce(l.bags, 0) end as bags_to_hand_out,
        case when o.sub_account_id is not null then ${displayName} end as display_name,
        case when p.id is not null then json_build_object('id', p.id, 'name', p.name) end as pickup,
        coalesce(o.order_status = 'delivered' and ls.action = ${HAND_OUT_ACTION}
          and (${mayUndoAny} or ls.actor_id = ${manager.userId}), false) as undoable
      from sheet_orders o
      left join last_status ls on ls.order_id = o.id
      left join lines l on l.order_id = o.id
      left join users u on u.id = o.sub_account_id
      left join pickup_options p on p.id = o.pickup_option_id
    ),
    -- What goes in each fundraiser's box: their orders not handed out yet, bags per coffee, grind and size (named
    -- as in coffees).
    picks as (
      select sub_account_id, product_id, grind, size, ${newestLineName} as name,
        sum(quantity) as bags
      from sheet_items
      where not handed_out
      group by sub_account_id, product_id, case when product_id is null then product_name end, grind, size
    ),
    pick_lists as (
      select sub_account_id,
        json_agg(json_build_object('productId', product_id, 'name', name, 'grind', grind, 'size', size, 'bags', bags)
          order by bags desc, name, grind, size) as pick_list
      from picks
      group by sub_account_id
    ),
    groups as (
      select sub_account_id, min(display_name) as display_name, sum(bags) as bags,
        sum(bags_to_hand_out) as bags_to_hand_out,
        ${sheetSums.orderedCents} as ordered, ${sheetSums.collectedCents} as collected,
        -- row_to_json writes no spaces (json_build_object writes "key" : value): a fifth less text to send.
        json_agg(row_to_json(r) order by lower(customer_last_name), lower(customer_first_name), id) as orders
      from sheet_rows
      cross join lateral (
        select id as "orderId", order_number as "orderNumber",
          btrim(customer_first_name || ' ' || customer_last_name) as "customerName",
          customer_phone as "customerPhone", customer_email as "customerEmail", items,
          total_cents as "totalCents", collected_cents as "collectedCents",
          ${orderOutstanding(sheetMoney)} as "outstandingCents", order_status as "orderStatus",
          payment_status as "paymentStatus", pickup, undoable, gift_cents as "giftCents", source
      ) r
      group by sub_account_id
    ),
    -- One row per product, grind and size (issue 28); lines whose product was deleted since are grouped by their
    -- captured name.
    coffee_options as (
      select product_id, case when product_id is null then product_name end as lost_name, grind, size,
        min(size_grams) as size_grams, ${newestLineName} as name, sum(quantity) as bags,
        coalesce(sum(quantity) filter (where not handed_out), 0) as bags_to_hand_out
      from sheet_items
      group by product_id, case when product_id is null then product_name end, grind, size
    ),
    -- One row per product, with its options' split.
    coffees as (
      select product_id, (array_agg(name order by bags desc))[1] as name, sum(bags) as bags,
        sum(bags_to_hand_out) as bags_to_hand_out,
        json_agg(json_build_object('grind', grind, 'size', size, 'sizeGrams', size_grams, 'bags', bags,
          'bagsToHandOut', bags_to_hand_out) order by bags desc, grind, size) as options
      from coffee_options
      group by product_id, lost_name
    ),
    -- The roast plan's groups of the same lines (roast-plan.ts): one snapshot with the sheet, no second read.
    plan_rows as (${roastPlanGroups(sql.raw('sheet_items'))})
    select json_build_object(
      'campaign', json_build_object('id', ${campaign.id}::int, 'name', ${campaign.name}::text,
        'slug', ${campaign.slug}::text, 'roastDate', ${campaign.roastDate}::text),
      'totals', (select json_build_object(
          'orders', count(*),
          'orderedCents', ${sheetSums.orderedCents},
          'collectedCents', ${sheetSums.collectedCents},
          'outstandingCents', ${sheetSums.outstandingCents},
          'giftCents', coalesce(sum(gift_cents), 0),
          'handedOut', count(*) filter (where order_status = 'delivered'),
          'bags', coalesce(sum(bags), 0),
          'bagsToHandOut', coalesce(sum(bags_to_hand_out), 0),
          'bagsHandedOut', coalesce(sum(bags - bags_to_hand_out), 0))
        from sheet_rows),
      'coffees', (select coalesce(json_agg(json_build_object('productId', product_id, 'name', name, 'bags', bags,
            'bagsToHandOut', bags_to_hand_out, 'bagsHandedOut', bags - bags_to_hand_out, 'options', options)
          order by bags desc, name), '[]'::json)
        from coffees),
      'fundraisers', (select coalesce(json_agg(json_build_object(
          'userId', g.sub_account_id,
          'displayName', case when g.sub_account_id is null then ${TEAM_GROUP_NAME}::text
            else coalesce(g.display_name, '') end,
          'bags', g.bags,
          'bagsToHandOut', g.bags_to_hand_out,
          'bagsHandedOut', g.bags - g.bags_to_hand_out,
          'orderedCents', g.ordered,
          'collectedCents', g.collected,
          'outstandingCents', ${sumsOutstanding(sql.raw('g.ordered'), sql.raw('g.collected'))},
          'pickList', coalesce(p.pick_list, '[]'::json),
          'orders', g.orders
        ) order by g.sub_account_id is null, lower(g.display_name), g.sub_account_id), '[]'::json)
        from groups g
        left join pick_lists p on p.sub_account_id is not distinct from g.sub_account_id)
    )::text as body,
    (select coalesce(json_agg(plan_rows), '[]'::json) from plan_rows) as plan_rows
  `) as unknown as Promise<{ rows: Array<{ body: string; plan_rows: RoastPlanRawRow[] }> }>;
  // One roast day's sheet still lists every roast day of the campaign: those come from a second, grouped read (two
  // connections on PostgreSQL; one after the other on the embedded database).
  const [result, everyDay] = await Promise.all([
    sheet,
    roastDate === undefined ? null : getCampaignRoastPlanRows({ campaignId: campaign.id }),
  ]);
  const { body, plan_rows } = result.rows[0]!;
  const dayRows = toRoastDayRows(plan_rows);
  const planRows = everyDay ?? dayRows;
  // The document is one JSON object: its closing brace makes way for two more members.
  return `${body.slice(0, -1)},"roastPlan":${JSON.stringify(buildRoastPlan(dayRows))},"roastDays":${JSON.stringify(roastDaysOf(planRows))}}`;
}

/** The campaign's sheet as data (the pages and the CSV), or null as getCampaignFulfilmentJson. */
export async function getCampaignFulfilment(input: {
  campaignId: number;
  manager: CampaignManager;
  roastDate?: string;
}): Promise<CampaignFulfilment | null> {
  const text = await getCampaignFulfilmentJson(input);
  return text === null ? null : (JSON.parse(text) as CampaignFulfilment);
}
