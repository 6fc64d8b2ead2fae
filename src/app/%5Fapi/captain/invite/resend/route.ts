import { inviteIdSchema } from '@/lib/validation/invites';
import { json, route } from '@/server/http/route';
import { INVITE_MAIL_FAILED, resendInvite } from '@/server/services/invites';

// POST /_api/captain/invite/resend
export const POST = route({ access: ['admin', 'fundraiser_captain'], body: inviteIdSchema }, async ({ body, user }) => {
  const { mailed } = await resendInvite({ actor: user, inviteId: body.inviteId });
  // The mail server failed: the previous link stays valid and nothing changed.
  if (!mailed) return json({ error: INVITE_MAIL_FAILED }, { status: 502 });
  return json({ message: 'Invitation resent successfully.' });
});
