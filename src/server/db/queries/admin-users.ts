import 'server-only';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../index';
import { getDb } from '../index';
import { orders, users, type User } from '../schema';

export type AdminUserRow = Pick<
  User,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'displayName'
  | 'role'
  | 'phone'
  | 'parentUserId'
  | 'landingPageSlug'
  | 'createdAt'
> & { totalSalesCents: number; totalOrders: number };

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  phone: users.phone,
  parentUserId: users.parentUserId,
  landingPageSlug: users.landingPageSlug,
  createdAt: users.createdAt,
};

/**
 * Every user, newest first, with the orders credited to them (orders.sub_account_id). Like every revenue figure,
 * sales and order counts leave cancelled orders out.
 */
export async function listUsersWithSales({ userId }: { userId?: number } = {}, db?: Executor): Promise<AdminUserRow[]> {
  const executor = db ?? (await getDb());
  const credited = executor
    .select({
      subAccountId: orders.subAccountId,
      salesCents: sql<string>`sum(${orders.totalCents})`.as('sales_cents'),
      orderCount: sql<string>`count(*)`.as('order_count'),
    })
    .from(orders)
    .where(ne(orders.orderStatus, 'cancelled'))
    .groupBy(orders.subAccountId)
    .as('credited');
  const rows = await executor
    .select({ ...userColumns, salesCents: credited.salesCents, orderCount: credited.orderCount })
    .from(users)
    .leftJoin(credited, eq(credited.subAccountId, users.id))
    .where(userId === undefined ? undefined : eq(users.id, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(({ salesCents, orderCount, ...user }) => ({
    ...user,
    totalSalesCents: Number(salesCents ?? 0),
    totalOrders: Number(orderCount ?? 0),
  }));
}

/** Every fundraiser captain, by display name (the create-user dialog's parent select). */
export async function listCaptains(): Promise<Array<{ id: number; displayName: string; email: string }>> {
  const db = await getDb();
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.role, 'fundraiser_captain'))
    .orderBy(asc(users.displayName), asc(users.id));
}
