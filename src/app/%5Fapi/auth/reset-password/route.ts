import { authEndpoints } from '@/lib/contracts/auth';
import { setSessionCookie } from '@/server/auth/session-cookie';
import { json, route } from '@/server/http/route';
import { userJson } from '@/server/reads/account';
import { resetPasswordWithToken } from '@/server/services/accounts';

// POST /_api/auth/reset-password: sets the password, ends all other sessions, signs this browser in.
export const POST = route(authEndpoints.resetPassword, async ({ body }) => {
  const user = await resetPasswordWithToken(body.token, body.password);
  return setSessionCookie(json({ user: userJson(user) }), user);
});
