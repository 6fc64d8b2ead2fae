import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { json, route } from '@/server/http/route';
import { inviteMembers } from '@/server/services/invites';

// POST /_api/captain/invite-members
export const POST = route(captainTeamEndpoints.inviteMembers, async ({ body, user }) =>
  json(await inviteMembers({ inviter: user, campaignId: body.campaignId, invitees: body.invites })),
);
