import { cronEndpoints } from '@/lib/contracts/cron';
import { cronRoutes } from '@/server/http/cron';
import { sendDueMail } from '@/server/mail/outbox-sender';

/*
 * The scheduler's trigger for the mail outbox, for hosts without a long-running process (a long-running server's own
 * timer does the same every 30 s). `Authorization: Bearer <CRON_SECRET>`; without CRON_SECRET the route does not
 * exist (404). Sends what is due (retries, mail whose sender died) and answers `{ sent, retried, failed }`.
 */
// GET and POST /_api/cron/mail-outbox (Authorization: Bearer CRON_SECRET; Vercel Cron sends GET)
export const { GET, POST } = cronRoutes(cronEndpoints.mailOutbox, () => sendDueMail());
