import { adminChartsQuerySchema } from '@/lib/validation/admin-charts';
import { getAdminCharts } from '@/server/db/queries/admin-charts';
import { json, route } from '@/server/http/route';

// GET /_api/admin/stats/charts
export const GET = route({ access: ['admin'], query: adminChartsQuerySchema }, async ({ query }) =>
  json(await getAdminCharts(query)),
);
