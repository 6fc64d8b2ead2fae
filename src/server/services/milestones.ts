import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/server/db';
import { getFundraiserProgress } from '@/server/db/queries/team-figures';
import { fundraisingEmails } from '@/server/db/schema';
import { fundraisingMilestoneEmail } from '@/server/mail';
import { getFundraiserShareKitUrls } from '@/server/share-kit/urls';
import { enqueueMail, outboxMessageId } from '@/server/mail/outbox';
import { readersOf } from '@/server/mail/person-recipients';
import { kickMailOutbox } from '@/server/mail/outbox-sender';
import { fundraisingMail, isOptedOut } from './fundraising-emails';

/*
 * Milestone e-mails: a fundraiser hears when their sales in a campaign (the leaderboard's "raised": orders credited
 * to them that are not cancelled) reach 25, 50, 75 and 100 % of their goal, once each. Decided inside the order's
 * transaction (queueMilestoneEmails), so the claim, the e-mail in the outbox and the order commit together.
 *
 * - Several thresholds crossed by one order: every one is recorded, one e-mail names the highest.
 * - Never twice: the decision runs under a per-fundraiser transaction lock, so concurrent orders decide one after the
 *   other and each sees the others' committed orders; each threshold is also claimed by `insert … on conflict do
 *   nothing returning` against the unique index (user, campaign, percent).
 * - Never to an address that unsubscribed: nothing is recorded or queued for it.
 * - A failed send is retried by the mail outbox (src/server/mail/outbox-sender.ts); the claim stays.
 * - A cancelled order later lowers the figure but never "un-reaches" a milestone: it is not sent again.
 */

export const MILESTONE_PERCENTS = [25, 50, 75, 100] as const;

/** The thresholds `raised` has reached against `goal` (integer arithmetic: no rounding up to a milestone). */
export function reachedMilestones(raisedCents: number, goalCents: number | null): number[] {
  if (!goalCents || goalCents <= 0) return [];
  return MILESTONE_PERCENTS.filter((percent) => raisedCents * 100 >= percent * goalCents);
}

/** Concurrent orders for one fundraiser decide their milestones one after the other (held until commit). */
async function lockFundraiser(tx: Transaction, campaignId: number, userId: number) {
  const id = createHash('sha256').update(`milestones\n${campaignId}\n${userId}`).digest().readBigInt64BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

/** Records the thresholds newly reached and queues their e-mail, in the caller's transaction; true if one was queued. */
export async function queueMilestoneEmails(
  tx: Transaction,
  { campaignId, userId }: { campaignId: number; userId: number },
): Promise<boolean> {
  await lockFundraiser(tx, campaignId, userId);
  const progress = await getFundraiserProgress({ campaignId, userId }, tx);
  if (!progress) return false;
  const reached = reachedMilestones(progress.raisedCents, progress.goalCents);
  if (reached.length === 0) return false;
  // Issue 27: the person's readers (a child's guardians, a parent account, or themselves), less any opted out.
  const readers = [];
  for (const reader of await readersOf(tx, userId)) if (!(await isOptedOut(reader.email, tx))) readers.push(reader);
  if (readers.length === 0) return false;
  const email = readers[0]!.email;

  const claimed = await tx
    .insert(fundraisingEmails)
    .values(
      reached.map((percent) => ({
        kind: 'milestone' as const,
        campaignId,
        userId,
        recipientEmail: email,
        milestonePercent: percent,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: fundraisingEmails.id, percent: fundraisingEmails.milestonePercent });
  if (claimed.length === 0) return false;
  const highest = claimed.reduce((top, row) => ((row.percent ?? 0) > (top.percent ?? 0) ? row : top));
  const percent = highest.percent ?? 0;
  const pageUrl =
    progress.isPublic && progress.landingPageSlug
      ? getFundraiserShareKitUrls({ slug: progress.landingPageSlug }).linkUrl
      : null;
  await enqueueMail(
    tx,
    readers.map((reader) => ({
      ...fundraisingMail(reader.email, (unsubscribeUrl) =>
        fundraisingMilestoneEmail({
          fundraiserName: reader.forName ? reader.name : progress.firstName || progress.displayName,
          forName: reader.forName,
          campaignName: progress.campaignName,
          percent,
          raisedCents: progress.raisedCents,
          goalCents: progress.goalCents!,
          pageUrl,
          unsubscribeUrl,
        }),
      ),
      kind: 'milestone',
      category: 'fundraising' as const,
      messageId: reader.viaGuardian
        ? outboxMessageId('milestone', campaignId, userId, percent, highest.id, `g${reader.userId}`)
        : outboxMessageId('milestone', campaignId, userId, percent, highest.id),
    })),
  );
  return true;
}

/** The same decision outside an order (support, tests): its own transaction, then the sender is kicked. */
export async function sendMilestoneEmails(fundraiser: { campaignId: number; userId: number }) {
  const db = await getDb();
  if (await db.transaction((tx) => queueMilestoneEmails(tx, fundraiser))) kickMailOutbox();
}

/** The milestones already recorded for a fundraiser in a campaign (tests and support). */
export async function recordedMilestones({ campaignId, userId }: { campaignId: number; userId: number }) {
  const db = await getDb();
  const rows = await db
    .select({ percent: fundraisingEmails.milestonePercent })
    .from(fundraisingEmails)
    .where(
      and(
        eq(fundraisingEmails.campaignId, campaignId),
        eq(fundraisingEmails.userId, userId),
        inArray(fundraisingEmails.kind, ['milestone']),
      ),
    );
  return rows.map((row) => row.percent!).sort((a, b) => a - b);
}
