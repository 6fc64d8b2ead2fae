import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { getFundraiserProgress } from '@/server/db/queries/team-figures';
import { fundraisingEmails } from '@/server/db/schema';
import { fundraisingMilestoneEmail } from '@/server/mail';
import { getFundraiserShareKitUrls } from '@/server/share-kit/urls';
import { isOptedOut, releaseFundraisingEmails, sendFundraisingMail } from './fundraising-emails';

/*
 * Milestone e-mails: a fundraiser hears when their sales in a campaign (the leaderboard's "raised": orders credited
 * to them that are not cancelled) reach 25, 50, 75 and 100 % of their goal, once each. Run after an order commits,
 * after the response (src/server/after-response.ts), never inside the order's transaction.
 *
 * - Several thresholds crossed by one order: every one is recorded, one e-mail names the highest.
 * - Never twice: each threshold is claimed by `insert … on conflict do nothing returning` against the unique index
 *   (user, campaign, percent); only the request whose insert returned the row mails it, however many orders race.
 * - Never to an address that unsubscribed: nothing is recorded or sent for it.
 * - A failed send removes the rows it claimed, so the next order to the same fundraiser tries again.
 * - A cancelled order later lowers the figure but never "un-reaches" a milestone: it is not sent again.
 */

export const MILESTONE_PERCENTS = [25, 50, 75, 100] as const;

/** The thresholds `raised` has reached against `goal` (integer arithmetic: no rounding up to a milestone). */
export function reachedMilestones(raisedCents: number, goalCents: number | null): number[] {
  if (!goalCents || goalCents <= 0) return [];
  return MILESTONE_PERCENTS.filter((percent) => raisedCents * 100 >= percent * goalCents);
}

export async function sendMilestoneEmails({ campaignId, userId }: { campaignId: number; userId: number }) {
  try {
    const progress = await getFundraiserProgress({ campaignId, userId });
    if (!progress) return;
    const reached = reachedMilestones(progress.raisedCents, progress.goalCents);
    if (reached.length === 0) return;
    const email = progress.email.toLowerCase();
    if (await isOptedOut(email)) return;

    const db = await getDb();
    const claimed = await db
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
    if (claimed.length === 0) return;
    const percent = Math.max(...claimed.map((row) => row.percent ?? 0));
    try {
      await sendFundraisingMail(email, (unsubscribeUrl) =>
        fundraisingMilestoneEmail({
          fundraiserName: progress.firstName || progress.displayName,
          campaignName: progress.campaignName,
          percent,
          raisedCents: progress.raisedCents,
          goalCents: progress.goalCents!,
          pageUrl:
            progress.isPublic && progress.landingPageSlug
              ? getFundraiserShareKitUrls({ slug: progress.landingPageSlug }).linkUrl
              : null,
          unsubscribeUrl,
        }),
      );
    } catch (error) {
      console.error('[milestones] e-mail failed; it will be tried again with the next order', { userId, error });
      await releaseFundraisingEmails(claimed.map((row) => row.id));
    }
  } catch (error) {
    console.error('[milestones] could not check milestones', { campaignId, userId, error });
  }
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
