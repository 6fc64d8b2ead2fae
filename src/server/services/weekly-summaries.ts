import 'server-only';
import type { WeeklySummaryRun } from '@/lib/contracts/cron';
import { getEnv } from '@/env';
import { addCalendarDays, shopToday } from '@/lib/dates';
import { getDb } from '@/server/db';
import { listRunningCampaignsWithCaptain, listTeamMemberFigures } from '@/server/db/queries/team-figures';
import { fundraisingEmails } from '@/server/db/schema';
import { weeklySummaryEmail } from '@/server/mail';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { fundraisingMail, isOptedOut } from './fundraising-emails';

/*
 * The captain's weekly summary: the team's figures (as team management shows them) once per campaign and shop week
 * (Monday to Sunday, America/New_York), while the campaign runs (active, started, not ended). Sent by the first check
 * of the week: `POST /_api/cron/weekly-summaries` (a scheduler, CRON_SECRET) or the hourly check of a long-running
 * server (src/server/weekly-summary-timer.ts). Each week is claimed with `insert … on conflict do nothing returning`
 * against the unique index (campaign, period_start), so any number of instances and triggers send it once; the claim
 * and the e-mail in the mail outbox commit together, and the outbox retries a failed send (`failed` stays 0). A
 * captain who unsubscribed gets nothing and nothing is recorded.
 */

/** The Monday (shop time) of the week `now` falls in, as YYYY-MM-DD. */
export function shopWeekStart(now: Date = new Date()): string {
  const today = shopToday(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return addCalendarDays(today, -((weekday + 6) % 7));
}

export async function sendDueWeeklySummaries({ now = new Date() }: { now?: Date } = {}): Promise<WeeklySummaryRun> {
  const db = await getDb();
  const periodStart = shopWeekStart(now);
  const run: WeeklySummaryRun = { sent: 0, alreadySent: 0, skipped: 0, failed: 0 };
  for (const campaign of await listRunningCampaignsWithCaptain({ now })) {
    if (campaign.captainEmail === null) {
      run.skipped += 1;
      continue;
    }
    const email = campaign.captainEmail.toLowerCase();
    if (await isOptedOut(email, db)) {
      run.skipped += 1;
      continue;
    }
    const queued = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(fundraisingEmails)
        .values({
          kind: 'weekly-summary',
          campaignId: campaign.id,
          userId: campaign.captainId,
          recipientEmail: email,
          periodStart,
        })
        .onConflictDoNothing()
        .returning({ id: fundraisingEmails.id });
      if (!claim) return false;
      // The captain reads about their team: when they also sell, they are not a line of their own summary.
      const members = (await listTeamMemberFigures({ campaignId: campaign.id }, tx)).filter(
        (member) => member.id !== campaign.captainId,
      );
      const mail = fundraisingMail(email, (unsubscribeUrl) =>
        weeklySummaryEmail({
          captainName: campaign.captainFirstName || campaign.captainName,
          campaignName: campaign.name,
          weekOf: periodStart,
          members: members.map((member) => ({
            name: member.displayName || (member.email ?? ''),
            salesCents: member.salesCents,
            bags: member.bags,
            supporters: member.supporters,
            goalPercent: member.goalPercent,
            lastSaleAt: member.lastSaleAt,
          })),
          teamUrl: `${getEnv().APP_URL}/captain/team-management?campaign=${campaign.id}`,
          unsubscribeUrl,
        }),
      );
      await enqueueMail(tx, {
        ...mail,
        kind: 'weekly-summary',
        category: 'fundraising',
        messageId: outboxMessageId('weekly-summary', campaign.id, periodStart, claim.id),
      });
      return true;
    });
    if (queued) run.sent += 1;
    else run.alreadySent += 1;
  }
  if (run.sent > 0) kickMailOutbox();
  return run;
}
