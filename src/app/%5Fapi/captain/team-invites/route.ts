import { campaignTeamQuerySchema } from '@/lib/validation/invites';
import { listInvitesForManager } from '@/server/db/queries/invites';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { CAMPAIGN_NOT_FOUND } from '@/server/services/invites';

// GET /_api/captain/team-invites?campaignId=
export const GET = route(
  { access: ['admin', 'fundraiser_captain'], query: campaignTeamQuerySchema },
  async ({ query, user }) => {
    const invites = await listInvitesForManager({
      campaignId: query.campaignId,
      manager: { userId: user.id, role: user.role },
    });
    if (!invites) throw notFound(CAMPAIGN_NOT_FOUND);
    return json({ invites });
  },
);
