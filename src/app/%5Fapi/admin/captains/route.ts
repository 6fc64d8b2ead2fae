import { adminUserEndpoints } from '@/lib/contracts/admin-users';
import { listCaptains } from '@/server/db/queries/admin-users';
import { json, route } from '@/server/http/route';

// GET /_api/admin/captains
export const GET = route(adminUserEndpoints.captains, async () => json(await listCaptains()));
