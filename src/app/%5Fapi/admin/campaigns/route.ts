import { adminCampaignsQuerySchema } from '@/lib/validation/admin-campaigns';
import { listAdminCampaigns } from '@/server/db/queries/admin-campaigns';
import { json, route } from '@/server/http/route';

// GET /_api/admin/campaigns?page&pageSize&sort
export const GET = route({ access: ['admin'], query: adminCampaignsQuerySchema }, async ({ query }) => {
  const { rows, total } = await listAdminCampaigns(query);
  return json({ campaigns: rows, total, page: query.page, pageSize: query.pageSize });
});
