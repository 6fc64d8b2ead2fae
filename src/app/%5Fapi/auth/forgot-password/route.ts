import { getEnv } from '@/env';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { runAfterResponse } from '@/server/after-response';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { passwordResetEmail, sendMail } from '@/server/mail';
import { createPasswordReset, RESET_REQUESTED, RESET_TOKEN_TTL_MINUTES } from '@/server/services/accounts';

// POST /_api/auth/forgot-password: the same answer whether or not the account exists.
export const POST = route({ access: 'public', body: forgotPasswordSchema }, async ({ request, body }) => {
  const reset = await createPasswordReset(body.email, clientIp(request));
  // After the response either way: how long the mail server takes must not tell whether the account exists.
  if (reset) runAfterResponse(() => sendResetEmail(reset));
  return json({ message: RESET_REQUESTED });
});

async function sendResetEmail({
  token,
  user,
}: {
  token: string;
  user: { email: string; displayName: string; firstName: string };
}) {
  const resetUrl = `${getEnv().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await sendMail({
      to: user.email,
      ...passwordResetEmail({
        displayName: user.displayName || user.firstName,
        resetUrl,
        expiresInMinutes: RESET_TOKEN_TTL_MINUTES,
      }),
    });
  } catch (error) {
    console.error('[auth] password reset e-mail failed', error);
  }
}
