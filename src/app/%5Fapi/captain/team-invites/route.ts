import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readTeamInvites } from '@/server/reads/captain-team';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/invites';

// GET /_api/captain/team-invites?campaignId=
export const GET = route(captainTeamEndpoints.invites, async ({ query, user }) => {
  const invites = await readTeamInvites({
    campaignId: query.campaignId,
    manager: { userId: user.id, role: user.role },
  });
  if (!invites) throw notFound(CAMPAIGN_NOT_FOUND);
  return json({ invites });
});
