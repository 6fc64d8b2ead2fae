import { z } from 'zod';
import { ASSIGNABLE_ROLES, USER_ROLES } from '@/lib/roles';
import { enumFilter, listFields, NEWEST_FIRST, searchField, USER_SORT_COLUMNS } from './admin-lists';
import { emailAddress, optionalPhoneSchema, PERSON_NAME_MAX, personName, positiveId } from './common';

/*
 * Admin user calls (spec admin.md sections 3, 4, 5 and 7). One schema per endpoint, shared by the handlers and the
 * create-user dialog so the messages are written once.
 */

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const EMAIL_INVALID = 'Invalid email address';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';
export const ROLE_INVALID = 'Invalid role specified.';
export const PARENT_REQUIRED = 'A parent user is required for sub-accounts';
export const PARENT_FORBIDDEN = 'Parent user should only be assigned to sub-accounts';
export const PARENT_ID_INVALID = 'Parent user ID must be a positive integer';
export const USER_ID_INVALID = 'User ID must be a positive integer';

const TOO_LONG = `Must be at most ${PERSON_NAME_MAX} characters.`;

export const userIdSchema = positiveId(USER_ID_INVALID);

const parentFieldsValid = (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
  !payload.issues.some((issue) => issue.path?.[0] === 'role' || issue.path?.[0] === 'parentUserId');

// POST /_api/admin/users and the create-user dialog
export const createUserSchema = z
  .strictObject({
    firstName: personName({ label: 'First name', required: FIRST_NAME_REQUIRED, tooLong: TOO_LONG }),
    lastName: personName({ label: 'Last name', required: LAST_NAME_REQUIRED, tooLong: TOO_LONG }),
    email: emailAddress(EMAIL_INVALID),
    displayName: personName({ label: 'Display name', required: DISPLAY_NAME_REQUIRED, tooLong: TOO_LONG }),
    role: z.enum(USER_ROLES, { error: ROLE_INVALID }),
    phone: optionalPhoneSchema,
    parentUserId: positiveId(PARENT_ID_INVALID).nullable().optional(),
  })
  // Both rules run as soon as role and parentUserId themselves are valid, so the form shows them with the others.
  .refine((input) => input.role !== 'sub_account' || input.parentUserId != null, {
    message: PARENT_REQUIRED,
    path: ['parentUserId'],
    when: parentFieldsValid,
  })
  .refine((input) => input.role === 'sub_account' || input.parentUserId == null, {
    message: PARENT_FORBIDDEN,
    path: ['parentUserId'],
    when: parentFieldsValid,
  })
  .transform((input) => ({ ...input, parentUserId: input.parentUserId ?? null }));
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

// POST /_api/admin/user/delete
export const deleteUserSchema = z.strictObject({ userId: userIdSchema });

// POST /_api/admin/user/update-role
export const updateUserRoleSchema = z.strictObject({
  userId: userIdSchema,
  newRole: z.enum(ASSIGNABLE_ROLES, { error: ROLE_INVALID }),
});
export type UpdateUserRoleInput = z.input<typeof updateUserRoleSchema>;

/** The filters of the user list and of its CSV export. */
const userFilterFields = { search: searchField(), role: enumFilter('role', USER_ROLES) };

// GET /_api/admin/users/export: every matching user, newest first
export const adminUserFiltersSchema = z.object(userFilterFields);
export type AdminUsersFilters = z.output<typeof adminUserFiltersSchema>;

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

// GET /_api/admin/users: `search` matches name, display name or e-mail; `role` one role
export const adminUsersQuerySchema = z
  .object({ ...userFilterFields, ...listFields(USER_SORT_COLUMNS, NEWEST_FIRST) })
  .transform(({ page, pageSize, sort, ...filters }) => ({ page, pageSize, sort, filters }));
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
