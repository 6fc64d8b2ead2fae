import { inviteMembersSchema } from '@/lib/validation/invites';
import { json, route } from '@/server/http/route';
import { inviteMembers } from '@/server/services/invites';

// POST /_api/captain/invite-members
export const POST = route(
  { access: ['admin', 'fundraiser_captain'], body: inviteMembersSchema },
  async ({ body, user }) => {
    return json(await inviteMembers({ inviter: user, campaignId: body.campaignId, invitees: body.invites }));
  },
);
