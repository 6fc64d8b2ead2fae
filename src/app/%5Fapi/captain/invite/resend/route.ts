import { inviteIdSchema } from '@/lib/validation/invites';
import { json, route } from '@/server/http/route';
import { resendInvite } from '@/server/services/invites';

// POST /_api/captain/invite/resend
export const POST = route({ access: ['admin', 'fundraiser_captain'], body: inviteIdSchema }, async ({ body, user }) => {
  await resendInvite({ actor: user, inviteId: body.inviteId });
  return json({ message: 'Invitation resent successfully.' });
});
