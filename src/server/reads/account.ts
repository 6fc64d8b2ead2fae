import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import type { AuthUser } from '@/lib/contracts/session';
import { toSessionUser } from '@/server/auth/session';
import { getDb, type Executor } from '@/server/db';
import { campaignParticipants, campaigns, fundraiserPages } from '@/server/db/schema';
import { notFound } from '@/server/errors';

/** The session user as the API returns it: never the password hash or session version. */
export function userJson(user: AuthUser): AuthUser {
  return toSessionUser(user);
}

/** The page columns GET and POST /_api/users/settings answer, by their API names. */
export const fundraiserSettingsColumns = {
  isPublic: fundraiserPages.isPublic,
  customMessage: fundraiserPages.customMessage,
  description: fundraiserPages.description,
  goalAmount: fundraiserPages.goalAmountCents,
  landingPageSlug: fundraiserPages.slug,
  onLeaderboard: fundraiserPages.onLeaderboard,
};

/** What the settings answer for a person with no page yet (one is made on their first save). */
export const NO_PAGE_SETTINGS: FundraiserSettingsJson = {
  isPublic: false,
  customMessage: null,
  description: null,
  goalAmount: null,
  landingPageSlug: null,
  onLeaderboard: true,
};

export const NO_PAGE_FOR_CAMPAIGN = 'You have no fundraiser page in that campaign.';

/**
 * Issue 27: the page a person's settings act on (docs/decisions/pages-per-campaign.md): the page of `campaignId` when
 * given (none: 404), else the page of the newest-started active campaign they take part in, else their newest page
 * (the campaign-less one included); null when they have no page yet.
 */
export async function findSettingsPage(
  executor: Executor,
  userId: number,
  { campaignId }: { campaignId?: number } = {},
): Promise<{ id: number; campaignId: number | null } | null> {
  const columns = { id: fundraiserPages.id, campaignId: fundraiserPages.campaignId };
  if (campaignId !== undefined) {
    const [page] = await executor
      .select(columns)
      .from(fundraiserPages)
      .where(and(eq(fundraiserPages.userId, userId), eq(fundraiserPages.campaignId, campaignId)));
    if (!page) throw notFound(NO_PAGE_FOR_CAMPAIGN);
    return page;
  }
  const [active] = await executor
    .select(columns)
    .from(fundraiserPages)
    .innerJoin(campaigns, eq(campaigns.id, fundraiserPages.campaignId))
    .innerJoin(
      campaignParticipants,
      and(eq(campaignParticipants.userId, userId), eq(campaignParticipants.campaignId, campaigns.id)),
    )
    .where(and(eq(fundraiserPages.userId, userId), eq(campaigns.isActive, true)))
    .orderBy(desc(campaigns.startDate), desc(campaigns.id))
    .limit(1);
  if (active) return active;
  const [newest] = await executor
    .select(columns)
    .from(fundraiserPages)
    .where(eq(fundraiserPages.userId, userId))
    .orderBy(desc(fundraiserPages.createdAt), desc(fundraiserPages.id))
    .limit(1);
  return newest ?? null;
}

/** The campaign of the page the settings edit by default (null: the campaign-less page, or no page yet). */
export async function readDefaultPageCampaignId(userId: number): Promise<number | null> {
  return (await findSettingsPage(await getDb(), userId))?.campaignId ?? null;
}

/** The fundraiser settings: what GET /_api/users/settings answers and the settings page renders first. */
export async function readFundraiserSettings(
  userId: number,
  options: { campaignId?: number } = {},
): Promise<FundraiserSettingsJson> {
  const db = await getDb();
  const page = await findSettingsPage(db, userId, options);
  if (!page) return NO_PAGE_SETTINGS;
  const [settings] = await db
    .select(fundraiserSettingsColumns)
    .from(fundraiserPages)
    .where(eq(fundraiserPages.id, page.id));
  return settings ?? NO_PAGE_SETTINGS;
}

export type FundraiserPageChoice = {
  campaignId: number | null;
  campaignName: string | null;
  privacyMode: 'standard' | 'minors' | null;
  slug: string | null;
};

/** A person's pages, for the settings page's picker: newest campaign first, the campaign-less page last. */
export async function listOwnFundraiserPages(userId: number): Promise<FundraiserPageChoice[]> {
  const db = await getDb();
  return db
    .select({
      campaignId: fundraiserPages.campaignId,
      campaignName: campaigns.name,
      privacyMode: campaigns.privacyMode,
      slug: fundraiserPages.slug,
    })
    .from(fundraiserPages)
    .leftJoin(campaigns, eq(campaigns.id, fundraiserPages.campaignId))
    .where(eq(fundraiserPages.userId, userId))
    .orderBy(sql`${campaigns.startDate} desc nulls last`, desc(fundraiserPages.id));
}
