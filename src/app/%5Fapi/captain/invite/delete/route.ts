import { inviteIdSchema } from '@/lib/validation/invites';
import { json, route } from '@/server/http/route';
import { deleteInvite } from '@/server/services/invites';

// POST /_api/captain/invite/delete
export const POST = route({ access: ['admin', 'fundraiser_captain'], body: inviteIdSchema }, async ({ body, user }) => {
  await deleteInvite({ actor: user, inviteId: body.inviteId });
  return json({ message: 'Invitation deleted successfully.' });
});
