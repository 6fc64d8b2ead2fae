/** The three roles (spec admin.md section 2): one list for the database enum, endpoint access and the UI. */
export const USER_ROLES = ['admin', 'fundraiser_captain', 'sub_account'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles the role call may set: admin is never assigned by it (spec section 4). */
export const ASSIGNABLE_ROLES = ['fundraiser_captain', 'sub_account'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Spec section 2: how each role reads in the panel. */
export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  fundraiser_captain: 'Fundraiser Captain',
  sub_account: 'User',
};

/** The refusal a signed-in user with the wrong role reads, page or API (spec: admin.md section 1). */
export const accessDeniedMessage = (role: UserRole) =>
  `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`;
