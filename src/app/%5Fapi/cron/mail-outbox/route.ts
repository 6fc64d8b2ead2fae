import { checkCronSecret } from '@/server/http/cron-secret';
import { json, route } from '@/server/http/route';
import { sendDueMail } from '@/server/mail/outbox-sender';

/*
 * The scheduler's trigger for the mail outbox, for hosts without a long-running process (a long-running server's own
 * timer does the same every 30 s). `Authorization: Bearer <CRON_SECRET>`; without CRON_SECRET the route does not
 * exist (404). Sends what is due (retries, mail whose sender died) and answers `{ sent, retried, failed }`.
 */
const handler = route({ access: 'public' }, async ({ request }) => {
  checkCronSecret(request.headers.get('authorization'));
  return json(await sendDueMail());
});

// POST /_api/cron/mail-outbox (Authorization: Bearer CRON_SECRET)
export const POST = handler;
// GET /_api/cron/mail-outbox: the same, for schedulers that only send GET (Vercel Cron does).
export const GET = handler;
