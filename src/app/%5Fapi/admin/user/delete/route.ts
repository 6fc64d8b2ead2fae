import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { json, route } from '@/server/http/route';
import { deleteUserByAdmin } from '@/server/services/admin-users';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/user/delete: non-admins only; order history stays.
export const POST = route(
  adminUserEndpoints.delete,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    await deleteUserByAdmin({ ...body, actor: user });
    return json({ message: 'User deleted successfully!', userId: body.userId });
  },
);
