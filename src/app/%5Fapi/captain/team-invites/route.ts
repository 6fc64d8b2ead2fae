import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { notFound, CAMPAIGN_NOT_FOUND } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readTeamInvites } from '@/server/reads/captain-team';

// GET /_api/captain/team-invites?campaignId=
export const GET = route(captainTeamEndpoints.invites, async ({ query, user }) => {
  const invites = await readTeamInvites({
    campaignId: query.campaignId,
    manager: { userId: user.id, role: user.role },
  });
  if (!invites) throw notFound(CAMPAIGN_NOT_FOUND);
  return json({ invites });
});
