import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { json, route } from '@/server/http/route';
import { readAdminUsers } from '@/server/reads/admin-users';
import { createUserByAdmin } from '@/server/services/admin-users';

// GET /_api/admin/users?search&role&page&pageSize&sort
export const GET = route(adminUserEndpoints.list, async ({ query }) => json(await readAdminUsers(query)));

// POST /_api/admin/users: the new user gets a set-your-password e-mail; `welcomeEmailSent` says whether it went out.
export const POST = route(adminUserEndpoints.create, async ({ body, user }) => {
  const created = await createUserByAdmin({ actor: user, values: body });
  return json(created, { status: 201 });
});
