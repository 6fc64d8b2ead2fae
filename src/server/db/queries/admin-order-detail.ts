import 'server-only';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '../index';
import {
  campaigns,
  orderItems,
  orderNotes,
  orders,
  pickupOptions,
  users,
  type OrderItem,
  type OrderNote,
  type PickupOptionRow,
} from '../schema';

/* One order as the admin's order page shows it: the order with its campaign and fundraiser, its lines, its notes. */

const detailColumns = {
  order: orders,
  campaign: { id: campaigns.id, name: campaigns.name, slug: campaigns.slug },
  pickup: pickupOptions,
  fundraiserId: users.id,
  // The credited fundraiser's public name, or their full name when they have none (as in the orders list).
  fundraiserName: sql<
    string | null
  >`nullif(coalesce(nullif(${users.displayName}, ''), trim(${users.firstName} || ' ' || ${users.lastName})), '')`,
};

export type AdminOrderDetailRow = {
  order: typeof orders.$inferSelect;
  campaign: { id: number; name: string; slug: string | null } | null;
  fundraiser: { id: number; name: string } | null;
  pickup: PickupOptionRow | null;
  items: OrderItem[];
};

/** The order with this number, its campaign, fundraiser and lines (in the order they were placed), or null. */
export async function getAdminOrderDetail(
  { orderNumber }: { orderNumber: string },
  db?: Executor,
): Promise<AdminOrderDetailRow | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select(detailColumns)
    .from(orders)
    .leftJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .leftJoin(users, eq(users.id, orders.subAccountId))
    .leftJoin(pickupOptions, eq(pickupOptions.id, orders.pickupOptionId))
    .where(eq(orders.orderNumber, orderNumber));
  if (!row) return null;
  const items = await executor
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.id));
  return {
    order: row.order,
    campaign: row.campaign,
    fundraiser: row.fundraiserId === null ? null : { id: row.fundraiserId, name: row.fundraiserName ?? '' },
    pickup: row.pickup,
    items,
  };
}

/** Whether an order with this number exists (the page's cheap check before it streams). */
export async function orderNumberExists({ orderNumber }: { orderNumber: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return Boolean(row);
}

/** The order's internal notes, newest first. */
export async function listOrderNotes({ orderId }: { orderId: number }, db?: Executor): Promise<OrderNote[]> {
  const executor = db ?? (await getDb());
  return executor
    .select()
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
}
