import { updateCampaignSchema } from '@/lib/validation/admin-campaigns';
import { json, route } from '@/server/http/route';
import { updateCampaign } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/campaign/update
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: updateCampaignSchema },
  async ({ body, user }) => {
    const campaign = await updateCampaign({ ...body, actor: user });
    return json({ campaign });
  },
);
