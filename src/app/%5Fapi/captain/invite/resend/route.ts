import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { json, route } from '@/server/http/route';
import { resendInvite } from '@/server/services/invites';

// POST /_api/captain/invite/resend
export const POST = route(captainTeamEndpoints.resendInvite, async ({ body, user }) => {
  await resendInvite({ actor: user, inviteId: body.inviteId });
  return json({ message: 'Invitation resent successfully.' });
});
