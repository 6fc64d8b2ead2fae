import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { json, route } from '@/server/http/route';
import { readAdminCampaigns } from '@/server/reads/admin-campaigns';

// GET /_api/admin/campaigns?page&pageSize&sort
export const GET = route(adminCampaignEndpoints.list, async ({ query }) => json(await readAdminCampaigns(query)));
