import { adminOrderEndpoints } from '@/lib/contracts/admin-orders';
import { json, route } from '@/server/http/route';
import { readAdminOrderStats } from '@/server/reads/admin-orders';

// GET /_api/admin/orders/stats?startDate&endDate
export const GET = route(adminOrderEndpoints.stats, async ({ query }) => json(await readAdminOrderStats(query)));
