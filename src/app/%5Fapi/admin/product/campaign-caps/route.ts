import { campaignCapEndpoints } from '@/lib/contracts/campaign-caps';
import { json, route } from '@/server/http/route';
import { readProductCampaignCaps } from '@/server/reads/campaign-caps';

// GET /_api/admin/product/campaign-caps?productId=: the campaigns selling the coffee and their caps on it.
export const GET = route(campaignCapEndpoints.forProduct, async ({ query }) =>
  json({ campaigns: await readProductCampaignCaps(query.productId) }),
);
