import { registerSchema } from '@/lib/validation/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/serializers';
import { registerUser, toSessionUser } from '@/server/services/accounts';

// POST /_api/auth/register_with_password
export const POST = route({ access: 'public', body: registerSchema }, async ({ request, body }) => {
  const user = await registerUser(body, clientIp(request));
  return setSessionCookie(json({ user: userJson(toSessionUser(user)) }, { status: 201 }), user);
});
