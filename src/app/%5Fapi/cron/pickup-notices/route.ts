import { cronEndpoints } from '@/lib/contracts/cron';
import { cronRoutes } from '@/server/http/cron';
import { sendDuePickupNotices } from '@/server/services/pickup-notices';

/*
 * The scheduler's trigger for the automatic notices of issue 25 (Authorization: Bearer CRON_SECRET; 404 while it is
 * unset): the day-before pickup reminders and "48 hours left" before a campaign's order deadline. Answers
 * `{ pickupReminders, deadlineNotices, skipped }`; calling it again sends nothing twice.
 */
// POST and GET /_api/cron/pickup-notices (Authorization: Bearer CRON_SECRET; Vercel Cron sends GET)
export const { GET, POST } = cronRoutes(cronEndpoints.pickupNotices, () => sendDuePickupNotices());
