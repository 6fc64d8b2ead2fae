import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { json, route } from '@/server/http/route';
import { updateUserRoleByAdmin } from '@/server/services/admin-users';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/user/update-role: sub_account ↔ fundraiser_captain; admins are refused.
export const POST = route(
  adminUserEndpoints.updateRole,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user: actor }) => {
    const user = await updateUserRoleByAdmin({ ...body, actor });
    return json({ message: 'User role updated successfully!', user });
  },
);
