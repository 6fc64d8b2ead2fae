import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/env';
import { notFound, unauthorized } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { sendDueWeeklySummaries } from '@/server/services/weekly-summaries';

/*
 * The scheduler's trigger for the captains' weekly summaries. Public as far as sessions go: the caller proves itself
 * with `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET the route does not exist (404). Answers
 * `{ sent, alreadySent, skipped, failed }`; calling it again in the same week sends nothing more.
 */
function checkSecret(authorization: string | null) {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw notFound('Not found.');
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`)))
    throw unauthorized('A valid cron secret is required.');
}

const handler = route({ access: 'public' }, async ({ request }) => {
  checkSecret(request.headers.get('authorization'));
  return json(await sendDueWeeklySummaries());
});

// POST /_api/cron/weekly-summaries (Authorization: Bearer CRON_SECRET)
export const POST = handler;
// GET /_api/cron/weekly-summaries: the same, for schedulers that only send GET (Vercel Cron does).
export const GET = handler;
