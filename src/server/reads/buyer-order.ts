import { pageIsPublic } from '@/server/db/queries/page-visibility';
import 'server-only';
import { receiptSentences } from '@/lib/gifts/receipt-words';
import { getReceiptFigures } from '@/server/db/queries/receipts';
import { readBuyerPayments } from './buyer-payments';
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Grind } from '@/lib/coffee/options';
import type { BuyerOrder, OrderSupports } from '@/lib/contracts/order-page';
import { centsToDecimal, lineTotal } from '@/lib/money';
import { outstandingCents } from '@/lib/payment-ledger';
import { buyerOrderStatus } from '@/lib/plan/buyer-status';
import { ordersClosed } from '@/lib/plan/deadline';
import { SHOP_PAYMENT_INSTRUCTIONS } from '@/lib/plan/shop-plan';
import { isWellFormedOrderLink } from '@/lib/validation/order-page';
import { getDb, type Executor } from '@/server/db';
import { publicNameColumns, publicNameOfRow } from '@/server/db/queries/public-names';
import { campaigns, fundraiserPages, orders, pickupOptions, users } from '@/server/db/schema';
import { pickupOptionJson } from './pickup-options';

/*
 * The buyer's view of one order (issue 25), for the order page and GET /_api/orders/lookup alike. Reached only with
 * the order's secret key: an unknown order, a missing, malformed or wrong key all answer null, and the key is
 * compared in constant time. Two queries at most: the order with its lines, campaign, fundraiser and pickup choice;
 * then, while the choice can still change, the options it may change to.
 */

/** Capacity counts the option's orders that are not cancelled (as src/server/reads/pickup-options.ts). */
const takenOf = (optionId: typeof pickupOptions.id) =>
  sql<number>`(select count(*)::int from ${orders} o where o.pickup_option_id = ${optionId} and o.order_status <> 'cancelled')`;

type ItemRow = {
  name: string;
  quantity: number;
  unitPriceCents: number;
  optionId: number | null;
  grind: Grind;
  size: string;
};

async function findOrderRow(executor: Executor, orderNumber: string) {
  const [row] = await executor
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      accessKey: orders.accessKey,
      customerFirstName: orders.customerFirstName,
      totalCents: orders.totalCents,
      collectedCents: orders.collectedCents,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      campaignId: orders.campaignId,
      createdAt: orders.createdAt,
      roastDate: orders.roastDate,
      items: sql<
        ItemRow[]
      >`coalesce((select json_agg(json_build_object('name', i.product_name, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'optionId', i.option_id, 'grind', i.grind, 'size', i.size) order by i.id) from order_items i where i.order_id = ${orders.id}), '[]'::json)`,
      campaign: {
        name: campaigns.name,
        slug: campaigns.slug,
        isActive: campaigns.isActive,
        orderDeadline: campaigns.orderDeadline,
        paymentInstructions: campaigns.paymentInstructions,
        beneficiary: campaigns.beneficiary,
      },
      // Named by their public name (issue 27): the last name is read only to build it.
      fundraiser: {
        ...publicNameColumns(orders.campaignId),
        isPublic: pageIsPublic,
      },
      // The credited page: the page of (the order's fundraiser, the order's campaign), issue 27.
      fundraiserPageSlug: fundraiserPages.slug,
      pickup: pickupOptions,
      pickupTaken: takenOf(pickupOptions.id),
    })
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .leftJoin(
      fundraiserPages,
      and(eq(fundraiserPages.userId, orders.subAccountId), eq(fundraiserPages.campaignId, orders.campaignId)),
    )
    .leftJoin(pickupOptions, eq(pickupOptions.id, orders.pickupOptionId))
    .where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderRow>>>;

/** A fixed key compared when no order matched, so an unknown number costs the same comparison as a wrong key. */
const NO_KEY = Buffer.from('0'.repeat(32));

function keyMatches(stored: string | null, given: string): boolean {
  const expected = Buffer.from(stored ?? '');
  const actual = Buffer.from(given);
  if (expected.length !== actual.length) {
    timingSafeEqual(NO_KEY, NO_KEY);
    return false;
  }
  return timingSafeEqual(expected, actual);
}

function supportsOf(row: OrderRow): OrderSupports {
  if (!row.campaign) return null;
  const campaignName = row.campaign.name;
  if (row.fundraiser) {
    const { isPublic } = row.fundraiser;
    const slug = row.fundraiserPageSlug;
    return {
      kind: 'fundraiser',
      name: publicNameOfRow(row.fundraiser),
      campaignName,
      pageUrl: isPublic && slug ? `/fundraisers/${slug}` : null,
    };
  }
  const { slug, isActive } = row.campaign;
  return { kind: 'team', name: campaignName, campaignName, pageUrl: slug && isActive ? `/campaigns/${slug}` : null };
}

/** The options an order may change to: its campaign's (or the shop's) whose window has not ended. */
async function changeableOptions(executor: Executor, campaignId: number | null) {
  const rows = await executor
    .select({ option: pickupOptions, taken: takenOf(pickupOptions.id) })
    .from(pickupOptions)
    .where(
      and(
        campaignId === null ? isNull(pickupOptions.campaignId) : eq(pickupOptions.campaignId, campaignId),
        gt(pickupOptions.endsAt, sql`now()`),
      ),
    )
    .orderBy(asc(pickupOptions.startsAt), asc(pickupOptions.id));
  return rows.map(({ option, taken }) => pickupOptionJson(option, Number(taken)));
}

/** Whether the buyer may still move the order: not cancelled or handed out, and before the campaign's deadline. */
const mayChangePickup = (row: OrderRow, now: Date) =>
  row.orderStatus !== 'cancelled' &&
  row.orderStatus !== 'delivered' &&
  !ordersClosed(row.campaign?.orderDeadline ?? null, now);

/** The order, or null for an unknown order and a missing, malformed or wrong key alike. */
export async function readBuyerOrder(
  { orderNumber, key }: { orderNumber: string; key: string },
  { executor, now = new Date() }: { executor?: Executor; now?: Date } = {},
): Promise<BuyerOrder | null> {
  if (!isWellFormedOrderLink(orderNumber, key)) return null;
  const db = executor ?? (await getDb());
  const row = await findOrderRow(db, orderNumber);
  if (!keyMatches(row?.accessKey ?? null, key) || !row) return null;
  return buyerOrderJson(row, db, now);
}

/** The contract's shape of an order read with findOrderRow. */
export async function buyerOrderJson(row: OrderRow, db: Executor, now: Date): Promise<BuyerOrder> {
  // A campaign deleted since is gone from the order (campaign_id set null): the shop's own plan applies.
  const campaignId = row.campaign ? row.campaignId : null;
  const changeable = mayChangePickup(row, now);
  const options = changeable ? await changeableOptions(db, campaignId) : [];
  const pickupChangeable = options.length > 0;
  return {
    orderNumber: row.orderNumber,
    items: row.items.map((item) => ({
      productName: item.name,
      quantity: item.quantity,
      unitPrice: centsToDecimal(item.unitPriceCents),
      lineTotal: centsToDecimal(lineTotal(item.unitPriceCents, item.quantity)),
      optionId: item.optionId,
      grind: item.grind,
      size: item.size,
    })),
    totalAmount: centsToDecimal(row.totalCents),
    paymentStatus: row.paymentStatus,
    collectedCents: row.collectedCents,
    outstandingCents: outstandingCents(row),
    orderStatus: buyerOrderStatus(row.orderStatus, row.pickup?.readyAt ?? null),
    pickup: row.pickup ? pickupOptionJson(row.pickup, Number(row.pickupTaken)) : null,
    supports: supportsOf(row),
    paymentInstructions: row.campaign ? (row.campaign.paymentInstructions ?? null) : SHOP_PAYMENT_INSTRUCTIONS,
    totalCents: row.totalCents,
    createdAt: row.createdAt.toISOString(),
    customerFirstName: row.customerFirstName,
    orderDeadline: row.campaign?.orderDeadline?.toISOString() ?? null,
    pickupChangeable,
    pickupOptions: pickupChangeable ? options : [],
    roastDate: row.roastDate,
    ...(await receiptOf(db, row)),
  };
}

/** The receipt figures (src/server/db/queries/receipts.ts) and what the page says of them (issue 29). */
async function receiptOf(db: Executor, row: OrderRow) {
  const figures = await getReceiptFigures(db, row.id);
  const beneficiary = row.campaign?.beneficiary ?? null;
  const payments = await readBuyerPayments(db, row.id, { ...figures, withSplit: beneficiary !== null });
  return { ...figures, receipt: receiptSentences({ ...figures, totalCents: row.totalCents, beneficiary }), payments };
}

/** The order's id and the scope of its options, for the pickup change (the key checked as for reading). */
export async function findBuyerOrderForChange(
  { orderNumber, key }: { orderNumber: string; key: string },
  executor: Executor,
) {
  if (!isWellFormedOrderLink(orderNumber, key)) return null;
  const row = await findOrderRow(executor, orderNumber);
  if (!keyMatches(row?.accessKey ?? null, key) || !row) return null;
  return row;
}

export type BuyerOrderRow = OrderRow;
