import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { createCampaign } from '@/server/services/admin-campaigns';

// POST /_api/admin/createcampaign
export const POST = route(
  adminCampaignEndpoints.create,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const campaign = await createCampaign({ actor: user, values: body });
    return json({ campaign }, { status: 201 });
  },
);
