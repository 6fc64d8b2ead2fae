import { endpoint, jsonOf } from './endpoint';

/*
 * The scheduler's triggers (vercel.json `crons`): public as far as sessions go, behind `Authorization: Bearer
 * <CRON_SECRET>` (404 while it is unset), each as GET (Vercel Cron sends GET) and POST. They answer what the job did.
 */

/** What a mail outbox run did: sent, scheduled again, given up. */
export type MailOutboxRun = { sent: number; retried: number; failed: number };

/** What a weekly summaries run did. */
export type WeeklySummaryRun = { sent: number; alreadySent: number; skipped: number; failed: number };

/**
 * What a pickup notices run did (issue 25): day-before pickup reminders queued, "48 hours left" mails queued (once per
 * campaign and deadline), and recipients left out (opted out of fundraising e-mail).
 */
export type PickupNoticesRun = { pickupReminders: number; deadlineNotices: number; skipped: number };

/** Rows pruned by a maintenance pass, and what the embedded database's maintenance did (null when not due). */
export type DatabaseMaintenanceRun = {
  rateLimitEvents: number;
  revokedSessions: number;
  idempotentRequests: number;
  sentMail: number;
  cacheTagEvents: number;
  embeddedDatabase: string[] | null;
};

/** Whether invalidations are shared between instances (not with the embedded database), and how many were applied. */
export type CacheSyncRun = { shared: boolean; applied: number };

const job = <const P extends `/_api/cron/${string}`, R>(path: P) => ({
  get: endpoint({ method: 'GET', path, access: 'public', response: jsonOf<R>() }),
  post: endpoint({ method: 'POST', path, access: 'public', response: jsonOf<R>() }),
});

export const cronEndpoints = {
  mailOutbox: job<'/_api/cron/mail-outbox', MailOutboxRun>('/_api/cron/mail-outbox'),
  weeklySummaries: job<'/_api/cron/weekly-summaries', WeeklySummaryRun>('/_api/cron/weekly-summaries'),
  dbMaintenance: job<'/_api/cron/db-maintenance', DatabaseMaintenanceRun>('/_api/cron/db-maintenance'),
  cacheSync: job<'/_api/cron/cache-sync', CacheSyncRun>('/_api/cron/cache-sync'),
  pickupNotices: job<'/_api/cron/pickup-notices', PickupNoticesRun>('/_api/cron/pickup-notices'),
};
