import { adminMailOutboxEndpoints } from '@/lib/contracts/admin-mail-outbox';
import { getMailOutboxSummary } from '@/server/db/queries/mail-outbox';
import { json, route } from '@/server/http/route';

// GET /_api/admin/mail-outbox?page=: counts by status and a page of the e-mails that failed to send.
export const GET = route(adminMailOutboxEndpoints.summary, async ({ query }) =>
  json(await getMailOutboxSummary({ page: query.page })),
);
