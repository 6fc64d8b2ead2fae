import 'server-only';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rankLeaderboard, rankingsOffered } from '@/lib/leaderboard';
import { publicNameOf, type PrivacyMode } from '@/lib/privacy/public-name';
import { getDb } from '../index';
import { countedOrder, ledgerSums, orderMoneyColumns } from '../ledger-sql';
import { campaignParticipants, campaignProducts, campaigns, fundraiserPages, orders, products, users } from '../schema';
import { withOptions } from './product-options';
import { campaignColumns, catalogueProductColumns } from './columns';
import { pageIsPublic, photoConsented } from './page-visibility';
import type { CatalogueProduct } from './products';

/** Money raised counts every order that was not cancelled. */
const raised = ledgerSums().orderedCents;

export type LeaderboardEntry = {
  userId: number;
  /** The public name (issue 27: src/lib/privacy/public-name.ts), never the last name in `minors` mode. */
  displayName: string;
  /** Null in `minors` mode: no photo without a guardian's consent (initials are shown). */
  avatarUrl: string | null;
  landingPageSlug: string;
  goalAmountCents: number | null;
  totalRaisedCents: number;
  /** Bags (order lines' quantities) of the non-cancelled orders credited to them in this campaign. */
  bagsSold: number;
  /** Distinct buyer e-mails (case-insensitive) of those orders. */
  supporters: number;
  rank: number;
};

export async function getCampaignBySlug({ slug }: { slug: string }) {
  const db = await getDb();
  const [campaign] = await db
    .select({
      ...campaignColumns,
      goalAmountCents: campaigns.goalAmountCents,
      captainId: campaigns.captainId,
      orderDeadline: campaigns.orderDeadline,
      paymentInstructions: campaigns.paymentInstructions,
      roastDate: campaigns.roastDate,
      privacyMode: campaigns.privacyMode,
      showSellerAmounts: campaigns.showSellerAmounts,
    })
    .from(campaigns)
    .where(eq(campaigns.slug, slug));
  return campaign ?? null;
}

/** The columns a public name is made from; read together and never sent out as they are. */
const namedPersonColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
  isChild: users.isChild,
  photoConsented,
};

type NamedPersonRow = {
  firstName: string;
  lastName: string;
  displayName: string;
  avatarUrl: string | null;
  isChild: boolean;
  photoConsented: boolean;
};

/**
 * The mode a person is shown under on a page of a campaign (issue 27: the page follows ITS campaign's mode; the
 * strictest-of-all-campaigns rule is retired, docs/decisions/pages-per-campaign.md): `minors` always for a child's
 * profile (never shown by full name or indexed, whatever the campaign says), else the campaign's own mode.
 */
function personMode(row: Pick<NamedPersonRow, 'isChild'>, campaignMode: PrivacyMode = 'standard'): PrivacyMode {
  return row.isChild ? 'minors' : campaignMode;
}

/**
 * The name and photo a public page shows of a person in this mode: initials instead of a photo in `minors`, except a
 * child's photo a guardian consented to; a child's photo never without that consent.
 */
function publicPerson(row: NamedPersonRow, mode: PrivacyMode) {
  const photo = row.photoConsented && (mode === 'standard' || row.isChild);
  return { displayName: publicNameOf(row, mode), avatarUrl: photo ? row.avatarUrl : null };
}

/**
 * A campaign's public leaderboard: its participants with a public page who have not asked to stay off it, ranked by
 * money raised for this campaign (by bags sold when the campaign hides per-seller amounts; ties by name), plus the
 * campaign total (every order of the campaign, whoever it credits). Names and photos are public ones (issue 27);
 * `offBoard` lists, by public name, those with a public page who stay off the leaderboard (the supporter picker
 * still offers them). Null when no campaign has that slug.
 */
export async function getCampaignLeaderboard({ slug }: { slug: string }) {
  const campaign = await getCampaignBySlug({ slug });
  if (!campaign) return null;
  const db = await getDb();
  const rows = await db
    .select({
      userId: users.id,
      ...namedPersonColumns,
      onLeaderboard: fundraiserPages.onLeaderboard,
      landingPageSlug: fundraiserPages.slug,
      goalAmountCents: fundraiserPages.goalAmountCents,
      totalRaisedCents: raised,
    })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    // Issue 27: each entry is the person's page of THIS campaign.
    .innerJoin(fundraiserPages, and(eq(fundraiserPages.userId, users.id), eq(fundraiserPages.campaignId, campaign.id)))
    .leftJoin(orders, and(eq(orders.subAccountId, users.id), eq(orders.campaignId, campaign.id)))
    .where(and(eq(campaignParticipants.campaignId, campaign.id), pageIsPublic, isNotNull(fundraiserPages.slug)))
    .groupBy(users.id, fundraiserPages.id)
    .orderBy(desc(raised), asc(users.displayName), asc(users.id));
  const [total] = await db.select({ cents: raised }).from(orders).where(eq(orders.campaignId, campaign.id));
  const [participants] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignParticipants)
    .where(eq(campaignParticipants.campaignId, campaign.id));
  const counts = await getLeaderboardCounts({ campaignId: campaign.id });
  const people = rows.map((row) => ({
    row,
    person: publicPerson(row, personMode(row, campaign.privacyMode)),
  }));
  // Ranked by money raised by default (bags sold when amounts are hidden); src/lib/leaderboard.ts breaks ties the
  // same way for every rankBy.
  const offered = rankingsOffered(campaign.showSellerAmounts);
  const leaderboard: LeaderboardEntry[] = rankLeaderboard(
    people
      .filter(({ row }) => row.onLeaderboard)
      .map(({ row, person }) => ({
        userId: row.userId,
        ...person,
        landingPageSlug: row.landingPageSlug!,
        goalAmountCents: row.goalAmountCents,
        totalRaisedCents: Number(row.totalRaisedCents),
        ...(counts.byFundraiser.get(row.userId) ?? { bagsSold: 0, supporters: 0 }),
      })),
    offered[0]!,
    offered,
  );
  const offBoard = people
    .filter(({ row }) => !row.onLeaderboard)
    .map(({ row, person }) => ({ userId: row.userId, displayName: person.displayName }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en-US') || a.userId - b.userId);
  return {
    campaign: { ...campaign, participantCount: participants?.n ?? 0 },
    leaderboard,
    offBoard,
    totalRaisedCents: Number(total?.cents ?? 0),
    totalBags: counts.totalBags,
    totalSupporters: counts.totalSupporters,
  };
}

/**
 * Bags sold and supporters (distinct buyer e-mails, case-insensitive) of a campaign's non-cancelled orders, per
 * credited fundraiser and for the whole campaign (every order credited to it, with or without a fundraiser), in one
 * statement: the same orders that count as "raised".
 */
export async function getLeaderboardCounts({ campaignId }: { campaignId: number }) {
  const db = await getDb();
  const result = (await db.execute(sql`
    select o.sub_account_id as "userId", grouping(o.sub_account_id) = 1 as "isTotal",
      coalesce(sum(b.bags), 0)::int as "bagsSold", count(distinct lower(o.customer_email))::int as "supporters"
    from ${orders} o
    cross join lateral (
      select coalesce(sum(i.quantity), 0) as bags from order_items i where i.order_id = o.id
    ) b
    where o.campaign_id = ${campaignId} and ${countedOrder(orderMoneyColumns('o'))}
    group by grouping sets ((o.sub_account_id), ())
  `)) as unknown as {
    rows: Array<{ userId: number | null; isTotal: boolean; bagsSold: number | string; supporters: number | string }>;
  };
  const byFundraiser = new Map<number, { bagsSold: number; supporters: number }>();
  let totalBags = 0;
  let totalSupporters = 0;
  for (const row of result.rows) {
    const figures = { bagsSold: Number(row.bagsSold), supporters: Number(row.supporters) };
    if (row.isTotal) {
      totalBags = figures.bagsSold;
      totalSupporters = figures.supporters;
    } else if (row.userId !== null) byFundraiser.set(Number(row.userId), figures);
  }
  return { byFundraiser, totalBags, totalSupporters };
}

/** Active products a campaign sells. */
export async function listCampaignProducts({ campaignId }: { campaignId: number }): Promise<CatalogueProduct[]> {
  const db = await getDb();
  const list = await db
    .select(catalogueProductColumns)
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .where(
      and(
        eq(campaignProducts.campaignId, campaignId),
        eq(campaignProducts.isActive, true),
        eq(products.isActive, true),
      ),
    )
    .orderBy(asc(products.id));
  return withOptions(list, db);
}

/**
 * A fundraiser's public page (issue 27: one per person and campaign): the person (only when the page is public), the
 * page's campaign with its products while it is active and the person still takes part in it (else `campaign` is
 * null: the page offers its campaign instead), and what the page collected (the orders credited to the person in
 * that campaign). The person is named as the page's campaign's mode says (`privacyMode`): in `minors`, the public
 * name, no photo, and `firstName` only the first name.
 */
export async function getFundraiserDetails({ slug }: { slug: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      pageId: fundraiserPages.id,
      pageCampaignId: fundraiserPages.campaignId,
      userId: users.id,
      ...namedPersonColumns,
      description: fundraiserPages.description,
      customMessage: fundraiserPages.customMessage,
      goalAmountCents: fundraiserPages.goalAmountCents,
      landingPageSlug: fundraiserPages.slug,
      campaignMode: campaigns.privacyMode,
    })
    .from(fundraiserPages)
    .innerJoin(users, eq(users.id, fundraiserPages.userId))
    .leftJoin(campaigns, eq(campaigns.id, fundraiserPages.campaignId))
    .where(and(eq(fundraiserPages.slug, slug), pageIsPublic));
  if (!row) return null;
  const privacyMode = personMode(row, row.campaignMode ?? 'standard');
  // Picked one by one: the last name never leaves this function.
  const fundraiser = {
    pageId: row.pageId,
    userId: row.userId,
    ...publicPerson(row, privacyMode),
    firstName: privacyMode === 'minors' ? (row.firstName.trim().split(/\s+/)[0] ?? '') : row.firstName,
    description: row.description,
    customMessage: row.customMessage,
    goalAmountCents: row.goalAmountCents,
    landingPageSlug: row.landingPageSlug,
    privacyMode,
  };
  const [campaign] =
    row.pageCampaignId === null
      ? []
      : await db
          .select({
            id: campaigns.id,
            name: campaigns.name,
            slug: campaigns.slug,
            startDate: campaigns.startDate,
            endDate: campaigns.endDate,
            orderDeadline: campaigns.orderDeadline,
            paymentInstructions: campaigns.paymentInstructions,
            roastDate: campaigns.roastDate,
            privacyMode: campaigns.privacyMode,
            showSellerAmounts: campaigns.showSellerAmounts,
          })
          .from(campaignParticipants)
          .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
          .where(
            and(
              eq(campaignParticipants.userId, fundraiser.userId),
              eq(campaignParticipants.campaignId, row.pageCampaignId),
              eq(campaigns.isActive, true),
            ),
          );
  if (!campaign) return { fundraiser, campaign: null, products: [], totalCollectedCents: 0 };
  const [collected] = await db
    .select({ cents: raised })
    .from(orders)
    .where(and(eq(orders.subAccountId, fundraiser.userId), eq(orders.campaignId, campaign.id)));
  return {
    fundraiser,
    campaign,
    products: await listCampaignProducts({ campaignId: campaign.id }),
    totalCollectedCents: Number(collected?.cents ?? 0),
  };
}

/**
 * Public campaign and fundraiser pages, for the sitemap: the public pages of active campaigns their person still
 * takes part in, none of a child or of a `minors` campaign.
 */
export async function listPublicFundraisingPages() {
  const db = await getDb();
  const campaignSlugs = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(and(eq(campaigns.isActive, true), isNotNull(campaigns.slug)));
  const fundraiserSlugs = await db
    .select({ slug: fundraiserPages.slug })
    .from(fundraiserPages)
    .innerJoin(users, eq(users.id, fundraiserPages.userId))
    .innerJoin(
      campaignParticipants,
      and(
        eq(campaignParticipants.userId, fundraiserPages.userId),
        eq(campaignParticipants.campaignId, fundraiserPages.campaignId),
      ),
    )
    .innerJoin(campaigns, and(eq(campaigns.id, fundraiserPages.campaignId), eq(campaigns.isActive, true)))
    .where(
      and(
        pageIsPublic,
        isNotNull(fundraiserPages.slug),
        eq(campaigns.privacyMode, 'standard'),
        eq(users.isChild, false),
      ),
    );
  return { campaigns: campaignSlugs.map((c) => c.slug!), fundraisers: fundraiserSlugs.map((f) => f.slug!) };
}

export async function campaignExists({ id }: { id: number }): Promise<boolean> {
  const db = await getDb();
  const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return Boolean(found);
}
