import { publicPickupEndpoints } from '@/lib/contracts/campaign-plan';
import { readCampaignBoard, readCampaignPickupOptions } from '@/server/cache/public-reads';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';

// GET /_api/campaign/pickup-options?campaignSlug= — the options a buyer may choose now (cached, tag `public:pickup`);
// an unknown slug is 404 like the leaderboard's, an inactive campaign has none (docs/decisions/campaign-plan-manage.md).
export const GET = route(publicPickupEndpoints.campaign, async ({ query }) => {
  const [board, pickupOptions] = await Promise.all([
    readCampaignBoard(query.campaignSlug),
    readCampaignPickupOptions(query.campaignSlug),
  ]);
  if (!board) throw notFound(CAMPAIGN_NOT_FOUND);
  return json({ pickupOptions });
});
