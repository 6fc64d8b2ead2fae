import { adminMailOutboxEndpoints } from '@/lib/contracts/admin-mail-outbox';
import { json, route } from '@/server/http/route';
import { retryFailedMail } from '@/server/services/mail-outbox-admin';

// POST /_api/admin/mail-outbox/retry { ids? }: sends failed e-mails again (the listed ones, or all of them).
export const POST = route(adminMailOutboxEndpoints.retry, async ({ body, user }) => {
  const { retried } = await retryFailedMail({ actor: user, ids: body.ids });
  return json({ retried, message: `${retried} e-mail${retried === 1 ? '' : 's'} queued to be sent again.` });
});
