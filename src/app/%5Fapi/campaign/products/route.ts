import { campaignProductsQuerySchema } from '@/lib/validation/fundraising';
import { readCampaignProducts } from '@/server/cache/public-reads';
import { campaignExists, getCampaignBySlug } from '@/server/db/queries/fundraising';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { productJson } from '@/server/serializers';

// GET /_api/campaign/products?campaignId= or ?campaignSlug=
export const GET = route({ access: 'public', query: campaignProductsQuerySchema }, async ({ query }) => {
  const campaignId =
    query.campaignId !== undefined
      ? (await campaignExists({ id: query.campaignId }))
        ? query.campaignId
        : undefined
      : (await getCampaignBySlug({ slug: query.campaignSlug! }))?.id;
  if (campaignId === undefined) throw notFound('Campaign not found.');
  return json((await readCampaignProducts(campaignId)).map(productJson));
});
