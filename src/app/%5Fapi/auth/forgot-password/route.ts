import { getEnv } from '@/env';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { passwordResetEmail, sendMail } from '@/server/mail';
import { createPasswordReset, RESET_REQUESTED, RESET_TOKEN_TTL_MINUTES } from '@/server/services/accounts';

// POST /_api/auth/forgot-password: the same answer whether or not the account exists.
export const POST = route({ access: 'public', body: forgotPasswordSchema }, async ({ request, body }) => {
  const reset = await createPasswordReset(body.email, clientIp(request));
  if (reset) {
    const resetUrl = `${getEnv().APP_URL}/reset-password?token=${encodeURIComponent(reset.token)}`;
    try {
      await sendMail({
        to: reset.user.email,
        ...passwordResetEmail({ displayName: reset.user.displayName || reset.user.firstName, resetUrl, expiresInMinutes: RESET_TOKEN_TTL_MINUTES }),
      });
    } catch (error) {
      console.error('[auth] password reset e-mail failed', error);
    }
  }
  return json({ message: RESET_REQUESTED });
});
