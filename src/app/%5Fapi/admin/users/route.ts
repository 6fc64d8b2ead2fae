import { adminUsersQuerySchema, createUserSchema } from '@/lib/validation/admin-users';
import { listUsersWithSales } from '@/server/db/queries/admin-users';
import { json, route } from '@/server/http/route';
import { createUserByAdmin } from '@/server/services/admin-users';
import { adminUserJson } from '@/server/serializers';

// GET /_api/admin/users?search&role&page&pageSize&sort
export const GET = route({ access: ['admin'], query: adminUsersQuerySchema }, async ({ query }) => {
  const { rows, total } = await listUsersWithSales(query);
  return json({ users: rows.map(adminUserJson), total, page: query.page, pageSize: query.pageSize });
});

// POST /_api/admin/users: the new user gets a set-your-password e-mail; `welcomeEmailSent` says whether it went out.
export const POST = route({ access: ['admin'], body: createUserSchema }, async ({ body, user }) => {
  const created = await createUserByAdmin({ actor: user, values: body });
  return json(created, { status: 201 });
});
