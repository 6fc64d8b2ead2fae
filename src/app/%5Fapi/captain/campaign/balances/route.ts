import { captainBalanceEndpoints } from '@/lib/contracts/balances';
import { json, route } from '@/server/http/route';
import { readCampaignBalances } from '@/server/reads/balances';
import { campaignFound, managerOf } from '@/server/reads/managed-campaign';

// GET /_api/captain/campaign/balances?campaignId=: another captain's campaign is not found, as one that does not exist
export const GET = route(captainBalanceEndpoints.campaign, async ({ query, user }) =>
  json(
    campaignFound(
      await readCampaignBalances({ campaignId: query.campaignId, manager: managerOf(user), scope: 'captain' }),
    ),
  ),
);
