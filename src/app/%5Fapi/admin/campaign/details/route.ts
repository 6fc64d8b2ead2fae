import { adminCampaignEndpoints } from '@/lib/contracts/admin-campaigns';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignDetails } from '@/server/reads/admin-campaigns';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/admin-campaigns';

// GET /_api/admin/campaign/details?campaignId= (without campaignId: the captain options for a new campaign)
export const GET = route(adminCampaignEndpoints.details, async ({ query }) => {
  const details = await readCampaignDetails(query);
  if (!details) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(details);
});
