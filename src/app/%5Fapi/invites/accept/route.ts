import { inviteEndpoints } from '@/lib/contracts/invites';
import { toSessionUser } from '@/server/auth/session';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { staleAfter } from '@/server/cache/public-tags';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { acceptInvite } from '@/server/services/invite-acceptance';

// POST /_api/invites/accept
export const POST = route(
  inviteEndpoints.accept,
  { invalidates: staleAfter.fundraisingChange },
  async ({ request, body, user: sessionUser }) => {
    const { user, campaignId } = await acceptInvite({ input: body, sessionUser, ip: clientIp(request) });
    const response = json({ user: userJson(toSessionUser(user)), campaignId });
    // Someone already signed in as the invitee keeps their session; anyone else is signed in now.
    if (!sessionUser) await setSessionCookie(response, user);
    return response;
  },
);
