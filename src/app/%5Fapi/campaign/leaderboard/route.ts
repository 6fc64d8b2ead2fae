import { fundraisingEndpoints } from '@/lib/contracts/fundraising';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readCampaignLeaderboard } from '@/server/reads/fundraising';

// GET /_api/campaign/leaderboard?campaignSlug=&rankBy=raised|bags|supporters (default raised; ties: src/lib/leaderboard.ts)
export const GET = route(fundraisingEndpoints.leaderboard, async ({ query }) => {
  const leaderboard = await readCampaignLeaderboard(query.campaignSlug, query.rankBy);
  if (!leaderboard) throw notFound('Campaign not found.');
  return json(leaderboard);
});
