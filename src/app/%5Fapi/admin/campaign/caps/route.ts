import { campaignCapEndpoints } from '@/lib/contracts/campaign-caps';
import { staleAfter } from '@/server/cache/public-tags';
import { json, route } from '@/server/http/route';
import { readCampaignCapStatus } from '@/server/reads/campaign-caps';
import { setCampaignCap } from '@/server/services/campaign-caps';

// POST /_api/admin/campaign/caps: one campaign's cap on one coffee; neither limit removes it. Pages show what is left.
export const POST = route(
  campaignCapEndpoints.set,
  { invalidates: staleAfter.fundraisingChange },
  async ({ body, user }) => {
    const caps = await setCampaignCap({ ...body, actor: user });
    const removed = body.maxBags === null && body.maxGrams === null;
    return json({ message: removed ? 'Batch limit removed.' : 'Batch limit saved.', caps });
  },
);

// GET /_api/admin/campaign/caps?campaignId=: each cap with what sold, what is left and the demand refused beyond it.
export const GET = route(campaignCapEndpoints.status, async ({ query }) =>
  json({ caps: await readCampaignCapStatus(query.campaignId) }),
);
