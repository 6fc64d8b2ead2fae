import { adminStatsEndpoints } from '@/lib/contracts/admin-stats';
import { json, route } from '@/server/http/route';
import { readAdminStats } from '@/server/reads/admin-stats';

// GET /_api/admin/stats
export const GET = route(adminStatsEndpoints.stats, async ({ query }) => json(await readAdminStats(query)));
