import 'server-only';
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCaptain } from '@/lib/contracts/admin-users';
import type { AdminUsersFilters, AdminUsersQuery, UserSortColumn } from '@/lib/validation/admin-users';
import type { Executor } from '../index';
import { countedOrder } from '../ledger-sql';
import { getDb } from '../index';
import { orders, users, type UserRow } from '../schema';
import { containsSearch, orderByWithTieBreaker, pageOffset, type SortExpressions } from './list-query';

export type AdminUserRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'displayName' | 'role' | 'phone' | 'parentUserId' | 'createdAt'
> & { landingPageSlug: string | null; parentName: string | null; totalSalesCents: number; totalOrders: number };

/**
 * Issue 27: a person's newest fundraiser page (one per campaign), the one the admin lists and exports show. Written
 * against `"users".id`, for selects over an unaliased `users`.
 */
const newestPage = (column: 'slug' | 'is_public') =>
  sql.raw(
    `(select np.${column} from fundraiser_pages np where np.user_id = "users"."id" order by np.created_at desc, np.id desc limit 1)`,
  );
export const newestPageSlug = sql<string | null>`${newestPage('slug')}`;
export const newestPageIsPublic = sql<boolean>`coalesce(${newestPage('is_public')}, false)`;

/** The captain a fundraiser belongs to (users.parent_user_id), named in the list and the role-change confirmation. */
const parent = alias(users, 'parent');
const parentName = sql<string | null>`nullif(trim(${parent.firstName} || ' ' || ${parent.lastName}), '')`;

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  phone: users.phone,
  parentUserId: users.parentUserId,
  landingPageSlug: newestPageSlug,
  createdAt: users.createdAt,
  parentName: sql<string | null>`coalesce(${parentName}, nullif(${parent.displayName}, ''), ${parent.email})`,
};
const withParent = eq(parent.id, users.parentUserId);

/** The WHERE of the user list, its count and its export: `search` in the names or e-mail, ignoring case. */
export function adminUserFilters({ search, role }: AdminUsersFilters): SQL | undefined {
  return and(containsSearch(search, userSearch), role ? eq(users.role, role) : undefined);
}

/** What a people search matches (the Users list, the participants picker): full name, display name, e-mail. */
export const userSearch = {
  searchText: users.searchText,
  fields: [sql`${users.firstName} || ' ' || ${users.lastName}`, users.displayName, users.email],
};

/** Orders credited to people (orders.sub_account_id); like every revenue figure, cancelled orders are left out. */
const creditedOrders = and(isNotNull(orders.subAccountId), countedOrder());

/** Sales and order counts credited to these users, in one grouped query (a page of users, never all of them). */
async function creditedTotals(userIds: number[], executor: Executor) {
  if (userIds.length === 0) return new Map<number, { salesCents: number; orderCount: number }>();
  const rows = await executor
    .select({
      userId: orders.subAccountId,
      salesCents: sql<string>`sum(${orders.totalCents})`,
      orderCount: sql<string>`count(*)`,
    })
    .from(orders)
    .where(and(inArray(orders.subAccountId, userIds), countedOrder()))
    .groupBy(orders.subAccountId);
  return new Map(
    rows.map((row) => [row.userId!, { salesCents: Number(row.salesCents), orderCount: Number(row.orderCount) }]),
  );
}

async function withTotals(
  rows: Array<Omit<AdminUserRow, 'totalSalesCents' | 'totalOrders'>>,
  executor: Executor,
): Promise<AdminUserRow[]> {
  const totals = await creditedTotals(
    rows.map((row) => row.id),
    executor,
  );
  return rows.map((user) => ({
    ...user,
    totalSalesCents: totals.get(user.id)?.salesCents ?? 0,
    totalOrders: totals.get(user.id)?.orderCount ?? 0,
  }));
}

/**
 * One page of users with the sales and orders credited to them, newest first by default, and how many users match.
 * Only a sort by sales or orders needs every user's totals (a grouped join); otherwise the page is chosen first and
 * its totals are read for its own ids.
 */
export async function listUsersWithSales(
  { filters, page, pageSize, sort }: AdminUsersQuery,
  db?: Executor,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const executor = db ?? (await getDb());
  const where = adminUserFilters(filters);
  const credited = executor
    .select({
      subAccountId: orders.subAccountId,
      salesCents: sql<string>`sum(${orders.totalCents})`.as('sales_cents'),
      orderCount: sql<number>`count(*)`.as('order_count'),
    })
    .from(orders)
    .where(creditedOrders)
    .groupBy(orders.subAccountId)
    .as('credited');
  const bySort: Record<UserSortColumn, SortExpressions> = {
    createdAt: [users.createdAt],
    name: [users.firstName, users.lastName],
    email: [users.email],
    role: [users.role],
    totalSales: [sql`coalesce(${credited.salesCents}, 0)`],
    totalOrders: [sql`coalesce(${credited.orderCount}, 0)`],
  };
  const byTotals = sort.column === 'totalSales' || sort.column === 'totalOrders';
  const orderBy = orderByWithTieBreaker(bySort[sort.column], sort.direction, users.id);
  const limit = pageSize;
  const offset = pageOffset({ page, pageSize });
  // A sort by totals aggregates every credited order anyway: one query.
  const byTotalsPage = () =>
    executor
      .select(userColumns)
      .from(users)
      .leftJoin(credited, eq(credited.subAccountId, users.id))
      .leftJoin(parent, withParent)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  // Any other sort: a deferred join, as for orders. The page's ids on the narrowest path (an index matching the
  // sort), then the shown columns for those rows only.
  const deferredPage = () => {
    const ids = executor
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
      .as('page');
    return executor
      .select(userColumns)
      .from(ids)
      .innerJoin(users, eq(users.id, ids.id))
      .leftJoin(parent, withParent)
      .orderBy(...orderBy);
  };
  const pageQuery = byTotals ? byTotalsPage() : deferredPage();
  const [rows, [counted]] = await Promise.all([
    pageQuery,
    executor.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await withTotals(rows, executor), total: counted!.total };
}

/** One user as the list shows it, or null. */
export async function getAdminUser({ id }: { id: number }, db?: Executor): Promise<AdminUserRow | null> {
  const executor = db ?? (await getDb());
  const rows = await executor.select(userColumns).from(users).leftJoin(parent, withParent).where(eq(users.id, id));
  const [user] = await withTotals(rows, executor);
  return user ?? null;
}

/** Every fundraiser captain, by display name (the create-user dialog's parent select). */
export async function listCaptains(): Promise<AdminCaptain[]> {
  const db = await getDb();
  return (
    db
      .select({ id: users.id, displayName: users.displayName, email: sql<string>`${users.email}` })
      .from(users)
      // A captain is an account (children's profiles are never captains): the e-mail is there.
      .where(and(eq(users.role, 'fundraiser_captain'), isNotNull(users.email)))
      .orderBy(asc(users.displayName), asc(users.id))
  );
}
