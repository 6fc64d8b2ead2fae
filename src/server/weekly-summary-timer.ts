import 'server-only';
import { sendDueWeeklySummaries } from './services/weekly-summaries';

/** How often a long-running server (npm start, npm run serve) looks for weekly summaries that are due. */
export const WEEKLY_SUMMARY_CHECK_EVERY_MS = 60 * 60_000;
/** The first check waits a little after the start, so it never competes with the warm-up or the first requests. */
const FIRST_CHECK_AFTER_MS = 5 * 60_000;

const state = globalThis as typeof globalThis & { __sgWeeklySummaries?: ReturnType<typeof setTimeout> };

/**
 * Starts the hourly check in this process (once). Every instance may run it: the unique index on (campaign, week)
 * lets only one of them send each summary. On a serverless host the scheduler's call to
 * /_api/cron/weekly-summaries does the same work; both together are harmless.
 */
export function startWeeklySummaryChecks() {
  if (state.__sgWeeklySummaries) return;
  const check = async () => {
    try {
      const run = await sendDueWeeklySummaries();
      if (run.sent + run.failed > 0)
        console.log(`[steam-and-grind] Weekly summaries: ${run.sent} sent, ${run.failed} failed`);
    } catch (error) {
      console.error('[steam-and-grind] Weekly summary check failed', error);
    }
    state.__sgWeeklySummaries = setTimeout(() => void check(), WEEKLY_SUMMARY_CHECK_EVERY_MS);
    state.__sgWeeklySummaries.unref();
  };
  state.__sgWeeklySummaries = setTimeout(() => void check(), FIRST_CHECK_AFTER_MS);
  state.__sgWeeklySummaries.unref();
}
