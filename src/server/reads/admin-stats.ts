import 'server-only';
import type { AdminCharts, AdminStats } from '@/lib/contracts/admin-stats';
import type { DateRange } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';
import type { AdminChartsQuery } from '@/lib/validation/admin-charts';
import { getAdminCharts } from '@/server/db/queries/admin-charts';
import { getDashboardStats } from '@/server/db/queries/admin-stats';

/** The Overview's stat cards: what GET /_api/admin/stats answers and the dashboard page renders (every day). */
export async function readAdminStats({ range }: { range?: DateRange } = {}): Promise<AdminStats> {
  const stats = await getDashboardStats({ range });
  return {
    totalRevenue: centsToDecimal(stats.totalRevenueCents),
    totalOrders: stats.totalOrders,
    totalUsers: stats.totalUsers,
    totalCampaigns: stats.totalCampaigns,
    held: stats.held,
  };
}

/** The Overview's charts for a range: what GET /_api/admin/stats/charts answers and the page draws first. */
export function readAdminCharts(query: AdminChartsQuery): Promise<AdminCharts> {
  return getAdminCharts(query);
}
