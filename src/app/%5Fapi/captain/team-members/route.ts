import { campaignTeamQuerySchema } from '@/lib/validation/invites';
import { listTeamMembersForManager } from '@/server/db/queries/invites';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { teamMemberJson } from '@/server/serializers';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/invites';

// GET /_api/captain/team-members?campaignId=
export const GET = route(
  { access: ['admin', 'fundraiser_captain'], query: campaignTeamQuerySchema },
  async ({ query, user }) => {
    const members = await listTeamMembersForManager({
      campaignId: query.campaignId,
      manager: { userId: user.id, role: user.role },
    });
    if (!members) throw notFound(CAMPAIGN_NOT_FOUND);
    return json({ members: members.map(teamMemberJson) });
  },
);
