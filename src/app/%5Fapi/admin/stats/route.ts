import { centsToDecimal } from '@/lib/money';
import { adminStatsQuerySchema } from '@/lib/validation/admin';
import { getDashboardStats } from '@/server/db/queries/admin-stats';
import { json, route } from '@/server/http/route';

// GET /_api/admin/stats
export const GET = route({ access: ['admin'], query: adminStatsQuerySchema }, async ({ query }) => {
  const stats = await getDashboardStats(query);
  return json({
    totalRevenue: centsToDecimal(stats.totalRevenueCents),
    totalOrders: stats.totalOrders,
    totalUsers: stats.totalUsers,
    totalCampaigns: stats.totalCampaigns,
  });
});
