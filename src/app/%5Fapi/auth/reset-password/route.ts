import { resetPasswordSchema } from '@/lib/validation/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/serializers';
import { resetPasswordWithToken, toSessionUser } from '@/server/services/accounts';

// POST /_api/auth/reset-password: sets the password, ends all other sessions, signs this browser in.
export const POST = route({ access: 'public', body: resetPasswordSchema }, async ({ body }) => {
  const user = await resetPasswordWithToken(body.token, body.password);
  return setSessionCookie(json({ user: userJson(toSessionUser(user)) }), user);
});
