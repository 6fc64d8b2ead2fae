import { authEndpoints } from '@/lib/contracts/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { verifyAccountPassword } from '@/server/services/accounts';

// POST /_api/auth/login_with_password
export const POST = route(authEndpoints.login, async ({ request, body }) => {
  const user = await verifyAccountPassword(body, clientIp(request));
  return setSessionCookie(json({ user: userJson(user) }), user);
});
