import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { readTeamMembers } from '@/server/reads/captain-team';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/invites';

// GET /_api/captain/team-members?campaignId=
export const GET = route(captainTeamEndpoints.members, async ({ query, user }) => {
  const members = await readTeamMembers({
    campaignId: query.campaignId,
    manager: { userId: user.id, role: user.role },
  });
  if (!members) throw notFound(CAMPAIGN_NOT_FOUND);
  return json({ members });
});
