import { campaignDetailsQuerySchema, type CampaignDetails } from '@/lib/validation/admin-campaigns';
import { getAdminCampaign, listCampaignProductIds, listEligibleCaptains } from '@/server/db/queries/admin-campaigns';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/admin-campaigns';

// GET /_api/admin/campaign/details?campaignId= (without campaignId: the captain options for a new campaign)
export const GET = route({ access: ['admin'], query: campaignDetailsQuerySchema }, async ({ query }) => {
  const { campaignId } = query;
  const campaign = campaignId === undefined ? null : await getAdminCampaign({ id: campaignId });
  if (campaignId !== undefined && !campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const [productIds, captains] = await Promise.all([
    campaignId === undefined ? [] : listCampaignProductIds({ campaignId }),
    listEligibleCaptains({ campaignId, currentCaptainId: campaign?.captainId }),
  ]);
  const details: CampaignDetails = { campaign, productIds, ...captains };
  return json(details);
});
