import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { ConfigError, getEnv } from '@/env';
import { startMailOutboxSender } from '@/server/mail/outbox-timer';
import { startDatabase } from '@/server/startup/database';
import { startPickupNoticeChecks } from '@/server/pickup-notices-timer';
import { warmUp } from '@/server/warm-up';
import { startWeeklySummaryChecks } from '@/server/weekly-summary-timer';

/**
 * Validates configuration (one clear line and exit on a bad value), then migrates, seeds and warms up (src/server/warm-up.ts)
 * before traffic arrives.
 */
export async function startServerInstance() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  try {
    getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await startDatabase();
  await warmUp();
  // Captains' weekly summaries, for servers that stay up (a scheduler can call /_api/cron/weekly-summaries instead).
  startWeeklySummaryChecks();
  // Day-before pickup reminders and "48 hours left" (a scheduler can call /_api/cron/pickup-notices instead).
  startPickupNoticeChecks();
  // The mail outbox: what a killed process left pending, then retries (a scheduler can call /_api/cron/mail-outbox).
  startMailOutboxSender();
}
