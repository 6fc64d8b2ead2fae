import { createCampaignSchema } from '@/lib/validation/admin-campaigns';
import { json, route } from '@/server/http/route';
import { createCampaign } from '@/server/services/admin-campaigns';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/admin/createcampaign
export const POST = route(
  { access: ['admin'], invalidates: staleAfter.fundraisingChange, body: createCampaignSchema },
  async ({ body, user }) => {
    const campaign = await createCampaign({ actor: user, values: body });
    return json({ campaign }, { status: 201 });
  },
);
