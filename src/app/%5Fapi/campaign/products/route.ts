import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignProductsJson } from '@/server/reads/fundraising';

// GET /_api/campaign/products?campaignId= or ?campaignSlug=
export const GET = route(fundraisingEndpoints.campaignProducts, async ({ query }) => {
  const products = await readCampaignProductsJson(query);
  if (!products) throw notFound('Campaign not found.');
  return json(products);
});
