import { cronEndpoints } from '@/lib/contracts/cron';
import { cronRoutes } from '@/server/http/cron';
import { sendDueWeeklySummaries } from '@/server/services/weekly-summaries';

/*
 * The scheduler's trigger for the captains' weekly summaries (Authorization: Bearer CRON_SECRET; 404 while it is
 * unset). Answers `{ sent, alreadySent, skipped, failed }`; calling it again in the same week sends nothing more.
 */
// POST and GET /_api/cron/weekly-summaries (Authorization: Bearer CRON_SECRET; Vercel Cron sends GET)
export const { GET, POST } = cronRoutes(cronEndpoints.weeklySummaries, () => sendDueWeeklySummaries());
