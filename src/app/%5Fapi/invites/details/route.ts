import { inviteEndpoints } from '@/lib/contracts/invites';
import { json, route } from '@/server/http/route';
import { openedInviteError, openInvite } from '@/server/services/invite-acceptance';

// GET /_api/invites/details?token=
export const GET = route(inviteEndpoints.details, async ({ query }) => {
  const opened = await openInvite({ token: query.token });
  if (!opened.ok) throw openedInviteError(opened);
  return json(opened.details);
});
