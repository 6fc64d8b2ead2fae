import { cronRoute } from '@/server/http/cron';
import { sendDueWeeklySummaries } from '@/server/services/weekly-summaries';

/*
 * The scheduler's trigger for the captains' weekly summaries (Authorization: Bearer CRON_SECRET; 404 while it is
 * unset). Answers `{ sent, alreadySent, skipped, failed }`; calling it again in the same week sends nothing more.
 */
const handler = cronRoute(() => sendDueWeeklySummaries());

// POST /_api/cron/weekly-summaries (Authorization: Bearer CRON_SECRET)
export const POST = handler;
// GET /_api/cron/weekly-summaries: the same, for schedulers that only send GET (Vercel Cron does).
export const GET = handler;
