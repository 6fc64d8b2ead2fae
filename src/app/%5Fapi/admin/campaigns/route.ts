import { listAdminCampaigns } from '@/server/db/queries/admin-campaigns';
import { json, route } from '@/server/http/route';

// GET /_api/admin/campaigns
export const GET = route({ access: ['admin'] }, async () => json(await listAdminCampaigns()));
