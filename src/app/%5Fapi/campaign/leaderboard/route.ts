import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { CAMPAIGN_NOT_FOUND, notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignLeaderboard } from '@/server/reads/fundraising';

// GET /_api/campaign/leaderboard?campaignSlug=&rankBy=raised|bags|supporters (default raised; ties: src/lib/leaderboard.ts)
export const GET = route(fundraisingEndpoints.leaderboard, async ({ query }) => {
  const leaderboard = await readCampaignLeaderboard(query.campaignSlug, query.rankBy);
  if (!leaderboard) throw notFound(CAMPAIGN_NOT_FOUND);
  return json(leaderboard);
});
