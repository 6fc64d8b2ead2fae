import { createUserSchema } from '@/lib/validation/admin-users';
import { listUsersWithSales } from '@/server/db/queries/admin-users';
import { json, route } from '@/server/http/route';
import { createUserByAdmin } from '@/server/services/admin-users';
import { adminUserJson } from '@/server/serializers';

// GET /_api/admin/users
export const GET = route({ access: ['admin'] }, async () => {
  const users = await listUsersWithSales();
  return json(users.map(adminUserJson));
});

// POST /_api/admin/users: the new user gets a set-your-password e-mail; `welcomeEmailSent` says whether it went out.
export const POST = route({ access: ['admin'], body: createUserSchema }, async ({ body, user }) => {
  const created = await createUserByAdmin({ actor: user, values: body });
  return json(created, { status: 201 });
});
