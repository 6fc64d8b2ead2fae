import 'server-only';
import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '@/lib/dates';
import { ADMIN_ORDERS_LIMIT, type AdminOrder, type AdminOrdersFilters } from '@/lib/validation/admin-orders';
import { getDb } from '../index';
import { campaigns, orderItems, orders, users } from '../schema';

/** An order row for the admin panel: the API's AdminOrder with its date and its total (integer cents) unconverted. */
export type AdminOrderRow = Omit<AdminOrder, 'createdAt' | 'totalAmount'> & { createdAt: Date; totalCents: number };

/** `50%_off\` → `50\%\_off\\`: the text matches itself under LIKE, never as a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function inRange({ from, before }: DateRange): SQL | undefined {
  return and(from ? gte(orders.createdAt, from) : undefined, before ? lt(orders.createdAt, before) : undefined);
}

const adminOrderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerFirstName: orders.customerFirstName,
  customerLastName: orders.customerLastName,
  customerEmail: orders.customerEmail,
  campaignName: campaigns.name,
  // The credited fundraiser's public name, or their full name when they have none.
  fundraiserName: sql<
    string | null
  >`nullif(coalesce(nullif(${users.displayName}, ''), trim(${users.firstName} || ' ' || ${users.lastName})), '')`,
  createdAt: orders.createdAt,
  totalCents: orders.totalCents,
  paymentStatus: orders.paymentStatus,
  orderStatus: orders.orderStatus,
  itemCount:
    sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
};

async function selectAdminOrders(where: SQL | undefined, limit: number): Promise<AdminOrderRow[]> {
  const db = await getDb();
  return db
    .select(adminOrderColumns)
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/**
 * The admin order list, newest first, at most ADMIN_ORDERS_LIMIT rows. `search` matches part of the order number,
 * the customer's first, last or full name, or e-mail, ignoring case; LIKE wildcards in it are taken literally.
 */
export function listAdminOrders({
  search,
  orderStatus,
  paymentStatus,
  range,
}: AdminOrdersFilters): Promise<AdminOrderRow[]> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return selectAdminOrders(
    and(
      pattern
        ? or(
            ilike(orders.orderNumber, pattern),
            ilike(orders.customerEmail, pattern),
            ilike(sql`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`, pattern),
          )
        : undefined,
      orderStatus ? eq(orders.orderStatus, orderStatus) : undefined,
      paymentStatus ? eq(orders.paymentStatus, paymentStatus) : undefined,
      inRange(range),
    ),
    ADMIN_ORDERS_LIMIT,
  );
}

/** One order as the admin list shows it, or null. */
export async function getAdminOrderById({ id }: { id: number }): Promise<AdminOrderRow | null> {
  const [order] = await selectAdminOrders(eq(orders.id, id), 1);
  return order ?? null;
}

/**
 * Order statistics in integer cents. Revenue (and both halves of the breakdown) counts every order that is not
 * cancelled; `totalOrders` counts every order in the range, like the Overview; `countedOrders` is the
 * non-cancelled count the average is taken over.
 */
export async function getAdminOrderStats({ range }: { range: DateRange }) {
  const db = await getDb();
  const live = ne(orders.orderStatus, 'cancelled');
  const [row] = await db
    .select({
      totalOrders: sql<string>`count(*)`,
      countedOrders: sql<string>`count(*) filter (where ${live})`,
      revenueCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${live}), 0)`,
      campaignCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${and(live, isNotNull(orders.campaignId))}), 0)`,
      regularCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${and(live, isNull(orders.campaignId))}), 0)`,
    })
    .from(orders)
    .where(inRange(range));
  // Sums come back as numeric text; BigInt keeps them exact whatever their size.
  return {
    totalOrders: Number(row!.totalOrders),
    countedOrders: BigInt(row!.countedOrders),
    revenueCents: BigInt(row!.revenueCents),
    campaignCents: BigInt(row!.campaignCents),
    regularCents: BigInt(row!.regularCents),
  };
}
