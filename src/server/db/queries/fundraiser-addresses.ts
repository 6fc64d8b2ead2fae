import 'server-only';
import { and, desc, eq, isNotNull, not } from 'drizzle-orm';
import { getDb } from '../index';
import { campaignParticipants, campaigns, fundraiserPages, landingPageSlugHistory, orders, users } from '../schema';
import { pageIsPublic } from './page-visibility';

/*
 * What a fundraiser page address leads to when it is not a public page (issue 26): an earlier address of a public
 * page redirects to its current one; a page that is not public (or sells for no active campaign) offers the campaign.
 */

/**
 * Addresses found not to be earlier ones, remembered for a minute: nearly every fundraiser page visit is at its
 * current address, and the proxy asks on each (with Neon, a network round trip before a cached page). A rename or a
 * page made public in this process forgets them at once; another instance answers from its page's own 308 (without
 * the query) for at most that minute.
 */
const NOT_MOVED_MS = 60_000;
const NOT_MOVED_MAX = 10_000;
// On globalThis: the proxy and the route handlers are separate bundles with their own module instances, and a rename
// handled by the one must clear what the other remembers.
const NOT_MOVED_KEY = Symbol.for('steam-and-grind.fundraiser-addresses-not-moved');
const notMovedUntil: Map<string, number> = ((globalThis as Record<symbol, unknown>)[NOT_MOVED_KEY] ??= new Map<
  string,
  number
>()) as Map<string, number>;

/** After an address change: every address may have become an earlier one. */
export function forgetFundraiserAddressLookups(): void {
  notMovedUntil.clear();
}

/**
 * The current address of the public page that had `slug` before, or null (never had it, or not public now). Issue 27:
 * an address belongs to one page, so it leads to the page of the same campaign.
 */
export async function findMovedFundraiserAddress({ slug }: { slug: string }): Promise<string | null> {
  const now = Date.now();
  if ((notMovedUntil.get(slug) ?? 0) > now) return null;
  const current = await readMovedFundraiserAddress(slug);
  if (current === null) {
    if (notMovedUntil.size >= NOT_MOVED_MAX) notMovedUntil.clear();
    notMovedUntil.set(slug, now + NOT_MOVED_MS);
  }
  return current;
}

async function readMovedFundraiserAddress(slug: string): Promise<string | null> {
  const db = await getDb();
  const [moved] = await db
    .select({ slug: fundraiserPages.slug })
    .from(landingPageSlugHistory)
    .innerJoin(fundraiserPages, eq(fundraiserPages.id, landingPageSlugHistory.pageId))
    .innerJoin(users, eq(users.id, fundraiserPages.userId))
    .where(and(eq(landingPageSlugHistory.slug, slug), pageIsPublic, isNotNull(fundraiserPages.slug)));
  return moved?.slug ?? null;
}

export type CampaignWayOn = { name: string; slug: string };

/**
 * The campaign page to offer a visitor of a fundraiser page that shows nothing to buy: the page's own campaign (issue
 * 27: a page belongs to one campaign, also after its person left it or it ended); for a page before any campaign, the
 * active campaign the person takes part in, else the latest one they took part in, else the campaign of the latest
 * order credited to them (they left it). Only campaigns with a public page (a slug); never anything about the person.
 */
export async function findCampaignWayOn({ pageId }: { pageId: number }): Promise<CampaignWayOn | null> {
  const db = await getDb();
  const [page] = await db
    .select({ userId: fundraiserPages.userId, name: campaigns.name, slug: campaigns.slug })
    .from(fundraiserPages)
    .leftJoin(campaigns, eq(campaigns.id, fundraiserPages.campaignId))
    .where(eq(fundraiserPages.id, pageId));
  if (!page) return null;
  if (page.slug && page.name) return { name: page.name, slug: page.slug };
  const userId = page.userId;
  const [joined] = await db
    .select({ name: campaigns.name, slug: campaigns.slug })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.userId, userId), isNotNull(campaigns.slug)))
    .orderBy(desc(campaigns.isActive), desc(campaigns.startDate), desc(campaigns.id))
    .limit(1);
  if (joined) return { name: joined.name, slug: joined.slug! };
  const [credited] = await db
    .select({ name: campaigns.name, slug: campaigns.slug })
    .from(orders)
    .innerJoin(campaigns, eq(campaigns.id, orders.campaignId))
    .where(and(eq(orders.subAccountId, userId), isNotNull(campaigns.slug)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return credited ? { name: credited.name, slug: credited.slug! } : null;
}

/**
 * What a fundraiser address that is not a public page leads to: `moved` (an earlier address of a public page),
 * `hidden` (the current or an earlier address of a page that is not public; the campaign to offer, if any), or null
 * (no page ever had it).
 */
export async function getFundraiserAddressFate({
  slug,
}: {
  slug: string;
}): Promise<{ kind: 'moved'; to: string } | { kind: 'hidden'; campaign: CampaignWayOn | null } | null> {
  const moved = await findMovedFundraiserAddress({ slug });
  if (moved) return { kind: 'moved', to: moved };
  const db = await getDb();
  const [owner] = await db
    .select({ pageId: fundraiserPages.id })
    .from(fundraiserPages)
    .innerJoin(users, eq(users.id, fundraiserPages.userId))
    .where(and(eq(fundraiserPages.slug, slug), not(pageIsPublic)));
  const [earlier] = owner
    ? [owner]
    : await db
        .select({ pageId: landingPageSlugHistory.pageId })
        .from(landingPageSlugHistory)
        .where(eq(landingPageSlugHistory.slug, slug));
  if (!earlier) return null;
  return { kind: 'hidden', campaign: await findCampaignWayOn({ pageId: earlier.pageId }) };
}
