import { updateCampaignSchema } from '@/lib/validation/admin-campaigns';
import { json, route } from '@/server/http/route';
import { updateCampaign } from '@/server/services/admin-campaigns';

// POST /_api/admin/campaign/update
export const POST = route({ access: ['admin'], body: updateCampaignSchema }, async ({ body }) => {
  const campaign = await updateCampaign(body);
  return json({ campaign });
});
