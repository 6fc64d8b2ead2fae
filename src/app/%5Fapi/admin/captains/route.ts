import { listCaptains } from '@/server/db/queries/admin-users';
import { json, route } from '@/server/http/route';

// GET /_api/admin/captains
export const GET = route({ access: ['admin'] }, async () => json(await listCaptains()));
