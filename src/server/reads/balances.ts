import 'server-only';
import type { CampaignBalances } from '@/lib/contracts/balances';
import { getCampaignBalances } from '@/server/db/queries/campaign-balances';
import type { CampaignManager } from '@/server/db/queries/campaign-access';
import { getTeamOwed } from '@/server/db/queries/team-share';

/**
 * A campaign's balances, if the caller manages it (null otherwise: the route answers 404). The admin's answer adds
 * what the campaign owes its team when it gives a share; the captain's (also the Team Management page's) does not.
 * What GET /_api/admin/campaign/balances and its captain twin answer.
 */
export async function readCampaignBalances({
  campaignId,
  manager,
  scope,
}: {
  campaignId: number;
  manager: CampaignManager;
  scope: 'admin' | 'captain';
}): Promise<CampaignBalances | null> {
  const balances = await getCampaignBalances({ campaignId, manager });
  if (!balances || scope === 'captain') return balances;
  return { ...balances, ...teamOwedJson(await getTeamOwed({ campaignId })) };
}

/** The admin's campaign balances: `{ teamOwedCents }` (integer cents like the other balances) with a share, `{}` without. */
function teamOwedJson(team: { teamRaisedCents: number } | null): { teamOwedCents?: number } {
  return team ? { teamOwedCents: team.teamRaisedCents } : {};
}
