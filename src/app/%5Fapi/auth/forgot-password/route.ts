import { authEndpoints } from '@/lib/contracts/auth';
import { clientIp } from '@/server/http/client-ip';
import { json, route } from '@/server/http/route';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { createPasswordReset, RESET_REQUESTED } from '@/server/services/accounts';

// POST /_api/auth/forgot-password: the same answer whether or not the account exists.
export const POST = route(authEndpoints.forgotPassword, async ({ request, body }) => {
  const reset = await createPasswordReset(body.email, clientIp(request));
  // The e-mail was queued with the token and goes out after the response: how long the mail server takes must not
  // tell whether the account exists.
  if (reset) kickMailOutbox();
  return json({ message: RESET_REQUESTED });
});
