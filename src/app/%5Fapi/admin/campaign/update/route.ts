import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { updateCampaign } from '@/server/services/admin-campaigns';

// POST /_api/admin/campaign/update
export const POST = route(
  adminCampaignEndpoints.update,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const campaign = await updateCampaign({ ...body, actor: user });
    return json({ campaign });
  },
);
