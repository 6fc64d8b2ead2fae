import { captainTeamEndpoints } from '@/lib/contracts/captain-team';
import { json, route } from '@/server/http/route';
import { deleteInvite } from '@/server/services/invites';

// POST /_api/captain/invite/delete
export const POST = route(captainTeamEndpoints.deleteInvite, async ({ body, user }) => {
  await deleteInvite({ actor: user, inviteId: body.inviteId });
  return json({ message: 'Invitation deleted successfully.' });
});
