import 'server-only';
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '@/lib/dates';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import type { PaymentState } from '@/lib/payment-ledger';
import {
  NO_CAMPAIGN,
  type AdminOrdersFilters,
  type AdminOrdersQuery,
  type CancelledMoneyFilter,
  type OrderSortColumn,
  type PaymentStatus,
} from '@/lib/validation/admin-orders';
import { getDb } from '../index';
import { countedOrder, holdsUnsettledMoney, ledgerSums, orderOutstanding, paymentStateSql } from '../ledger-sql';
import { campaigns, orderItems, orders, users } from '../schema';
import { containsSearch, orderByWithTieBreaker, pageOffset, type SortExpressions } from './list-query';

/** An order row for the admin panel: the API's AdminOrder with its date and its money (integer cents) unconverted. */
export type AdminOrderRow = Omit<AdminOrder, 'createdAt' | 'totalAmount' | 'collectedAmount' | 'outstandingAmount'> & {
  createdAt: Date;
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
};

function inRange({ from, before }: DateRange): SQL | undefined {
  return and(from ? gte(orders.createdAt, from) : undefined, before ? lt(orders.createdAt, before) : undefined);
}

/** A search that reads as a phone number ("(555) 010-2"): only digits and phone punctuation, 3 digits or more. */
const PHONE_SEARCH = /^[0-9\s().+-]+$/;

/** The digits of a phone-number search, when they differ from the search itself (orders.search_text holds them). */
export function phoneDigitsOf(search: string | undefined): string | undefined {
  if (!search || !PHONE_SEARCH.test(search)) return undefined;
  const digits = search.replace(/[^0-9]/g, '');
  return digits.length >= 3 && digits !== search ? digits : undefined;
}

/**
 * `search` matches part of the order number, the customer's first, last or full name, e-mail or phone digits (a
 * phone-number search matches by its digits), or the name or e-mail of the credited fundraiser, ignoring case; LIKE
 * wildcards in it are taken literally. Each part is a trigram-indexed LIKE; the fundraisers are found first (an
 * InitPlan over users.search_text), so the orders they are credited with come from the sub_account_id index.
 */
function orderSearch(search: string | undefined): SQL | undefined {
  const own = containsSearch(search, {
    searchText: orders.searchText,
    fields: [
      orders.orderNumber,
      orders.customerEmail,
      sql`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`,
    ],
  });
  if (!own) return undefined;
  const digits = phoneDigitsOf(search);
  const fundraisers = containsSearch(search, {
    searchText: users.searchText,
    fields: [users.email, users.displayName, sql`${users.firstName} || ' ' || ${users.lastName}`],
  });
  return or(
    own,
    digits ? containsSearch(digits, { searchText: orders.searchText, fields: [orders.customerPhone] }) : undefined,
    sql`${orders.subAccountId} = any(array(select ${users.id} from ${users} where ${fundraisers}))`,
  );
}

/** The payment state people read (paymentStateSql), on the stored status's index first. */
function paymentStateFilter(state: PaymentState | undefined): SQL | undefined {
  if (!state) return undefined;
  const stored: PaymentStatus = state === 'part_paid' ? 'pending' : state;
  return and(eq(orders.paymentStatus, stored), sql`${paymentStateSql()} = ${state}`);
}

/** Cancelled orders holding money: `unsettled` until staff refund it or say it is kept, `kept` once they have. */
function cancelledMoneyFilter(filter: CancelledMoneyFilter | undefined): SQL | undefined {
  if (filter === 'unsettled') return holdsUnsettledMoney();
  if (filter === 'kept') {
    return and(eq(orders.orderStatus, 'cancelled'), gt(orders.collectedCents, 0), isNotNull(orders.moneyKeptAt));
  }
  return undefined;
}

/** The WHERE of the order list, its statistics, its export and the bulk changes by filter. */
export function adminOrderFilters({
  search,
  orderStatus,
  paymentStatus,
  cancelledMoney,
  campaignId,
  subAccountId,
  range,
}: AdminOrdersFilters): SQL | undefined {
  return and(
    orderSearch(search),
    orderStatus ? eq(orders.orderStatus, orderStatus) : undefined,
    paymentStateFilter(paymentStatus),
    cancelledMoneyFilter(cancelledMoney),
    campaignId === NO_CAMPAIGN ? isNull(orders.campaignId) : campaignId ? eq(orders.campaignId, campaignId) : undefined,
    subAccountId ? eq(orders.subAccountId, subAccountId) : undefined,
    inRange(range),
  );
}

/** The credited fundraiser's public name, or their full name when they have none. */
export const fundraiserNameSql = sql<
  string | null
>`nullif(coalesce(nullif(${users.displayName}, ''), trim(${users.firstName} || ' ' || ${users.lastName})), '')`;

const adminOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerFirstName: orders.customerFirstName,
  customerLastName: orders.customerLastName,
  customerEmail: orders.customerEmail,
  campaignName: campaigns.name,
  fundraiserName: fundraiserNameSql,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  collectedCents: orders.collectedCents,
  outstandingCents: orderOutstanding(),
  paymentStatus: orders.paymentStatus,
  paymentState: paymentStateSql() as SQL<PaymentState>,
  orderStatus: orders.orderStatus,
};

/** What each sortable column sorts by (the customer as the panel shows it: first name, then last name). */
const ORDER_SORT: Record<OrderSortColumn, SortExpressions> = {
  createdAt: [orders.createdAt],
  orderNumber: [orders.orderNumber],
  customer: [orders.customerFirstName, orders.customerLastName],
  totalAmount: [orders.totalCents],
  orderStatus: [orders.orderStatus],
  // As the Payment column reads: a part-paid order (stored pending, money collected) after the unpaid ones.
  paymentStatus: [orders.paymentStatus, sql`${orders.collectedCents} > 0`],
};

/** Bags per order (the sum of its lines' quantities), for a page of orders in one grouped query. */
async function itemCounts(orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ orderId: orderItems.orderId, count: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.count)]));
}

async function selectAdminOrders(
  where: SQL | undefined,
  { orderBy, limit, offset = 0 }: { orderBy: SQL[]; limit: number; offset?: number },
): Promise<AdminOrderRow[]> {
  const db = await getDb();
  // A deferred join: the page's ids first, on the narrowest path (an index matching the sort, read without the table
  // where the visibility map allows), then the shown columns and their joins for those rows only, so a deep page no
  // longer reads and joins every row it skips.
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(adminOrderColumns)
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .orderBy(...orderBy);
  const counts = await itemCounts(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, itemCount: counts.get(row.id) ?? 0 }));
}

/** One page of the admin order list and how many orders match its filters (newest first by default). */
export async function listAdminOrders({
  filters,
  page,
  pageSize,
  sort,
}: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const db = await getDb();
  const where = adminOrderFilters(filters);
  const [rows, [counted]] = await Promise.all([
    selectAdminOrders(where, {
      orderBy: orderByWithTieBreaker(ORDER_SORT[sort.column], sort.direction, orders.id),
      limit: pageSize,
      offset: pageOffset({ page, pageSize }),
    }),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted!.total };
}

/** One order as the admin list shows it, or null. */
export async function getAdminOrderById({ id }: { id: number }): Promise<AdminOrderRow | null> {
  const [order] = await selectAdminOrders(eq(orders.id, id), { orderBy: [desc(orders.id)], limit: 1 });
  return order ?? null;
}

/**
 * The statistics of every order the list's filters match, in integer cents. Revenue (and both halves of the
 * breakdown), collected and outstanding count every order that is not cancelled (lib/payment-ledger.ts); `totalOrders`
 * counts every matching order, like the list's total; `countedOrders` is the non-cancelled count the average is taken
 * over.
 */
export async function getAdminOrderStats(filters: AdminOrdersFilters) {
  const db = await getDb();
  const live = countedOrder();
  const sums = ledgerSums();
  const [row] = await db
    .select({
      totalOrders: sql<string>`count(*)`,
      countedOrders: sql<string>`count(*) filter (where ${live})`,
      revenueCents: sums.orderedCents,
      collectedCents: sums.collectedCents,
      outstandingCents: sums.outstandingCents,
      campaignCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${and(live, isNotNull(orders.campaignId))}), 0)`,
      regularCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${and(live, isNull(orders.campaignId))}), 0)`,
    })
    .from(orders)
    .where(adminOrderFilters(filters));
  // Sums come back as numeric text; BigInt keeps them exact whatever their size.
  return {
    totalOrders: Number(row!.totalOrders),
    countedOrders: BigInt(row!.countedOrders),
    revenueCents: BigInt(row!.revenueCents),
    collectedCents: BigInt(row!.collectedCents),
    outstandingCents: BigInt(row!.outstandingCents),
    campaignCents: BigInt(row!.campaignCents),
    regularCents: BigInt(row!.regularCents),
  };
}
