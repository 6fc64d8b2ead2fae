import { adminStatsEndpoints } from '@/lib/contracts/admin-stats';
import { json, route } from '@/server/http/route';
import { readAdminCharts } from '@/server/reads/admin-stats';

// GET /_api/admin/stats/charts
export const GET = route(adminStatsEndpoints.charts, async ({ query }) => json(await readAdminCharts(query)));
