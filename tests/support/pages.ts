import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { fundraiserPages } from '@/server/db/schema';

/** A page's own fields (issue 27: fundraiser_pages, one page per person and campaign). */
export type PageFields = Partial<{
  slug: string | null;
  isPublic: boolean;
  description: string | null;
  customMessage: string | null;
  goalAmountCents: number | null;
  onLeaderboard: boolean;
}>;

/**
 * Sets the fields of a person's page of `campaignId` (null: their page before any campaign), making the page when
 * there is none. Joining a campaign (campaign_participants) already made that campaign's page; a campaign-less page
 * set before joining becomes the campaign's page when they join.
 */
export async function setFundraiserPage(userId: number, campaignId: number | null, fields: PageFields) {
  const db = await getDb();
  const samePage = and(
    eq(fundraiserPages.userId, userId),
    campaignId === null ? isNull(fundraiserPages.campaignId) : eq(fundraiserPages.campaignId, campaignId),
  );
  const [updated] = await db.update(fundraiserPages).set(fields).where(samePage).returning();
  if (updated) return updated;
  const [inserted] = await db
    .insert(fundraiserPages)
    .values({ ...fields, userId, campaignId })
    .returning();
  return inserted!;
}

/** A person's page of `campaignId` (null: the campaign-less one), or undefined. */
export async function findFundraiserPage(userId: number, campaignId: number | null) {
  const db = await getDb();
  const [page] = await db
    .select()
    .from(fundraiserPages)
    .where(
      and(
        eq(fundraiserPages.userId, userId),
        campaignId === null ? isNull(fundraiserPages.campaignId) : eq(fundraiserPages.campaignId, campaignId),
      ),
    );
  return page;
}
