import { campaignBalancesQuerySchema } from '@/lib/validation/balances';
import { getCampaignBalances } from '@/server/db/queries/campaign-balances';
import { getTeamOwed } from '@/server/db/queries/team-share';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { teamOwedJson } from '@/server/serializers';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/admin-campaigns';

// GET /_api/admin/campaign/balances?campaignId=
export const GET = route({ access: ['admin'], query: campaignBalancesQuerySchema }, async ({ query, user }) => {
  const balances = await getCampaignBalances({
    campaignId: query.campaignId,
    manager: { userId: user.id, role: user.role },
  });
  if (!balances) throw notFound(CAMPAIGN_NOT_FOUND);
  return json({ ...balances, ...teamOwedJson(await getTeamOwed({ campaignId: query.campaignId })) });
});
