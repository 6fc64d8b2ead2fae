import { inviteEndpoints } from '@/lib/contracts/invites';
import { json, route } from '@/server/http/route';
import { sendNewInviteLink } from '@/server/services/invite-new-link';

// POST /_api/invites/new-link
export const POST = route(inviteEndpoints.newLink, async ({ body }) =>
  json({ message: await sendNewInviteLink({ token: body.token }) }, { status: 202 }),
);
