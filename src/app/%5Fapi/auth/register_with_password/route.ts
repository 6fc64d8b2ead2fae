import { authEndpoints } from '@/lib/contracts/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { registerUser } from '@/server/services/accounts';

// POST /_api/auth/register_with_password
export const POST = route(authEndpoints.register, async ({ request, body }) => {
  const user = await registerUser(body, clientIp(request));
  return setSessionCookie(json({ user: userJson(user) }, { status: 201 }), user);
});
