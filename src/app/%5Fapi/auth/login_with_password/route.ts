import { loginSchema } from '@/lib/validation/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/serializers';
import { toSessionUser, verifyAccountPassword } from '@/server/services/accounts';

// POST /_api/auth/login_with_password
export const POST = route({ access: 'public', body: loginSchema }, async ({ request, body }) => {
  const user = await verifyAccountPassword(body, clientIp(request));
  return setSessionCookie(json({ user: userJson(toSessionUser(user)) }), user);
});
