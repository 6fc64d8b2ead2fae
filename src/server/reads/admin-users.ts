import 'server-only';
import type { AdminUser, AdminUserList } from '@/lib/contracts/admin-users';
import { SHOP_TIME_ZONE, toShopDateTime } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';
import { ROLE_LABELS } from '@/lib/roles';
import type { AdminUsersQuery } from '@/lib/validation/admin-users';
import type { UserExportRow } from '@/server/db/queries/admin-exports';
import { listUsersWithSales, type AdminUserRow } from '@/server/db/queries/admin-users';
import type { CsvRow } from '@/server/http/csv';

/** A user row as the admin API returns it: exact "123.00" sales strings, ISO dates. */
export function adminUserJson(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    phone: row.phone,
    parentUserId: row.parentUserId,
    parentName: row.parentName,
    totalSales: centsToDecimal(row.totalSalesCents),
    totalOrders: row.totalOrders,
    landingPageSlug: row.landingPageSlug,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the admin user list: what GET /_api/admin/users answers. */
export async function readAdminUsers(query: AdminUsersQuery): Promise<AdminUserList> {
  const { rows, total } = await listUsersWithSales(query);
  return { users: rows.map(adminUserJson), total, page: query.page, pageSize: query.pageSize };
}

/* ---------- The users CSV export: one record per user (src/server/http/csv.ts writes them) ---------- */

export const USER_CSV_HEADER = [
  'ID',
  'Name',
  'Display Name',
  'Email',
  'Phone',
  'Role',
  'Fundraiser Page',
  'Page Public',
  `Created (${SHOP_TIME_ZONE})`,
];

/** A user's CSV record: never a password hash, token or session detail. */
export function userCsvRecord(user: UserExportRow): CsvRow {
  return [
    user.id,
    `${user.firstName} ${user.lastName}`.trim(),
    user.displayName,
    user.email,
    user.phone,
    ROLE_LABELS[user.role],
    user.landingPageSlug,
    user.isPublic ? 'Yes' : 'No',
    toShopDateTime(user.createdAt),
  ];
}
