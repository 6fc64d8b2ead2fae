import 'server-only';
import { sendDuePickupNotices } from './services/pickup-notices';

/** How often a long-running server looks for day-before reminders and "48 hours left" notices that are due. */
export const PICKUP_NOTICES_CHECK_EVERY_MS = 60 * 60_000;
/** The first check waits a little after the start, so it never competes with the warm-up or the first requests. */
const FIRST_CHECK_AFTER_MS = 6 * 60_000;

const state = globalThis as typeof globalThis & { __sgPickupNotices?: ReturnType<typeof setTimeout> };

/**
 * Starts the hourly check in this process (once), like the weekly summaries (src/server/weekly-summary-timer.ts).
 * Every instance may run it: the notice rows and their locks let only one of them send each notice. On a serverless
 * host the scheduler's call to /_api/cron/pickup-notices does the same work; both together are harmless.
 */
export function startPickupNoticeChecks() {
  if (state.__sgPickupNotices) return;
  const check = async () => {
    try {
      const run = await sendDuePickupNotices();
      if (run.pickupReminders + run.deadlineNotices > 0)
        console.log(
          `[steam-and-grind] Pickup notices: ${run.pickupReminders} pickup reminders, ${run.deadlineNotices} deadline notices`,
        );
    } catch (error) {
      console.error('[steam-and-grind] Pickup notice check failed', error);
    }
    state.__sgPickupNotices = setTimeout(() => void check(), PICKUP_NOTICES_CHECK_EVERY_MS);
    state.__sgPickupNotices.unref();
  };
  state.__sgPickupNotices = setTimeout(() => void check(), FIRST_CHECK_AFTER_MS);
  state.__sgPickupNotices.unref();
}
