import type { UserRole } from '@/lib/roles';
import type { PageInfo } from './endpoint';
import {
  adminUserFiltersSchema,
  adminUsersQuerySchema,
  createUserSchema,
  deleteUserSchema,
  updateUserRoleSchema,
} from '@/lib/validation/admin-users';
import { endpoint, jsonOf } from './endpoint';
import { fileAnswer } from './file-answer';

/** A user as GET /_api/admin/users returns it: sales as an exact "123.00" string, dates as ISO text. */
export type AdminUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  displayName: string;
  role: UserRole;
  phone: string | null;
  parentUserId: number | null;
  /** The captain `parentUserId` names, as the admin reads it (full name, else display name, else e-mail). */
  parentName: string | null;
  totalSales: string;
  totalOrders: number;
  landingPageSlug: string | null;
  createdAt: string;
};

/** GET /_api/admin/users answers one page of users. */
export type AdminUserList = PageInfo & { users: AdminUser[] };

/** A fundraiser captain as GET /_api/admin/captains returns it. */
export type AdminCaptain = { id: number; displayName: string; email: string };

/** POST /_api/admin/users answers 201 with the user and whether the set-your-password e-mail went out. */
export type CreateUserResponse = { user: AdminUser; welcomeEmailSent: boolean };

/** Admin user calls (spec admin.md sections 3, 4, 5 and 7). */
export const adminUserEndpoints = {
  /** One page: `search` (names or e-mail), `role`, `page`, `pageSize`, `sort`. */
  list: endpoint({
    method: 'GET',
    path: '/_api/admin/users',
    access: ['admin'],
    query: adminUsersQuerySchema,
    response: jsonOf<AdminUserList>(),
  }),
  /** Every user the list's filters match, as CSV (paging and sort do not apply). */
  export: endpoint({
    method: 'GET',
    path: '/_api/admin/users/export',
    access: ['admin'],
    query: adminUserFiltersSchema,
    response: fileAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/_api/admin/users',
    access: ['admin'],
    body: createUserSchema,
    response: jsonOf<CreateUserResponse>(),
  }),
  /** Every fundraiser captain, by display name (the create-user dialog's parent select). */
  captains: endpoint({
    method: 'GET',
    path: '/_api/admin/captains',
    access: ['admin'],
    response: jsonOf<AdminCaptain[]>(),
  }),
  /** Non-admins only; order history stays. */
  delete: endpoint({
    method: 'POST',
    path: '/_api/admin/user/delete',
    access: ['admin'],
    body: deleteUserSchema,
    response: jsonOf<{ message: string; userId: number }>(),
  }),
  /** sub_account ↔ fundraiser_captain; admins are refused. */
  updateRole: endpoint({
    method: 'POST',
    path: '/_api/admin/user/update-role',
    access: ['admin'],
    body: updateUserRoleSchema,
    response: jsonOf<{ message: string; user: AdminUser }>(),
  }),
};
