import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignProductsJson } from '@/server/reads/fundraising';

// GET /_api/campaign/products?campaignId= or ?campaignSlug=
export const GET = route(fundraisingEndpoints.campaignProducts, async ({ query }) => {
  const products = await readCampaignProductsJson(query);
  if (!products) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(products);
});
