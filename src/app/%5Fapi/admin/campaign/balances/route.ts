import { adminBalanceEndpoints } from '@/lib/contracts/balances';
import { json, route } from '@/server/http/route';
import { readCampaignBalances } from '@/server/reads/balances';
import { campaignFound, managerOf } from '@/server/reads/managed-campaign';

// GET /_api/admin/campaign/balances?campaignId=
export const GET = route(adminBalanceEndpoints.campaign, async ({ query, user }) =>
  json(
    campaignFound(
      await readCampaignBalances({ campaignId: query.campaignId, manager: managerOf(user), scope: 'admin' }),
    ),
  ),
);
