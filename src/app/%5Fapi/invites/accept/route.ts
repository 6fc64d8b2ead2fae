import { acceptInviteSchema } from '@/lib/validation/invites';
import { toSessionUser } from '@/server/auth/session';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { acceptInvite } from '@/server/services/invite-acceptance';
import { staleAfter } from '@/server/cache/public-tags';

// POST /_api/invites/accept
export const POST = route(
  {
    invalidates: staleAfter.fundraisingChange,
    access: 'public',
    body: acceptInviteSchema,
  },
  async ({ request, body, user: sessionUser }) => {
    const { user, campaignId } = await acceptInvite({ input: body, sessionUser, ip: clientIp(request) });
    const response = json({ user: userJson(toSessionUser(user)), campaignId });
    // Someone already signed in as the invitee keeps their session; anyone else is signed in now.
    return sessionUser ? response : setSessionCookie(response, user);
  },
);
