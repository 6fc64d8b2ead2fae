import 'server-only';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rankLeaderboard } from '@/lib/leaderboard';
import { getDb } from '../index';
import { countedOrder, ledgerSums, orderMoneyColumns } from '../ledger-sql';
import { campaignParticipants, campaignProducts, campaigns, orders, products, users } from '../schema';
import { campaignColumns, catalogueProductColumns } from './columns';
import type { CatalogueProduct } from './products';

/** Money raised counts every order that was not cancelled. */
const raised = ledgerSums().orderedCents;

export type LeaderboardEntry = {
  userId: number;
  displayName: string;
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
    })
    .from(campaigns)
    .where(eq(campaigns.slug, slug));
  return campaign ?? null;
}

/**
 * A campaign's public leaderboard: its participants with a public page, ranked by money raised for this campaign
 * (ties by name), plus the campaign total. Null when no campaign has that slug.
 */
export async function getCampaignLeaderboard({ slug }: { slug: string }) {
  const campaign = await getCampaignBySlug({ slug });
  if (!campaign) return null;
  const db = await getDb();
  const rows = await db
    .select({
      userId: users.id,
      displayName: users.displayName,
      avatarUrl: users.avatarUrl,
      landingPageSlug: users.landingPageSlug,
      goalAmountCents: users.goalAmountCents,
      totalRaisedCents: raised,
    })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .leftJoin(orders, and(eq(orders.subAccountId, users.id), eq(orders.campaignId, campaign.id)))
    .where(
      and(eq(campaignParticipants.campaignId, campaign.id), eq(users.isPublic, true), isNotNull(users.landingPageSlug)),
    )
    .groupBy(users.id)
    .orderBy(desc(raised), asc(users.displayName), asc(users.id));
  const [total] = await db.select({ cents: raised }).from(orders).where(eq(orders.campaignId, campaign.id));
  const [participants] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignParticipants)
    .where(eq(campaignParticipants.campaignId, campaign.id));
  const counts = await getLeaderboardCounts({ campaignId: campaign.id });
  // Ranked by money raised by default; src/lib/leaderboard.ts breaks ties the same way for every rankBy.
  const leaderboard: LeaderboardEntry[] = rankLeaderboard(
    rows.map((row) => ({
      ...row,
      landingPageSlug: row.landingPageSlug!,
      totalRaisedCents: Number(row.totalRaisedCents),
      ...(counts.byFundraiser.get(row.userId) ?? { bagsSold: 0, supporters: 0 }),
    })),
    'raised',
  );
  return {
    campaign: { ...campaign, participantCount: participants?.n ?? 0 },
    leaderboard,
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
  return db
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
}

/**
 * A fundraiser's public page: the person (only when their page is public), the active campaign they raise money
 * for (the most recently started one if several), its products, and what they collected for it.
 */
export async function getFundraiserDetails({ slug }: { slug: string }) {
  const db = await getDb();
  const [fundraiser] = await db
    .select({
      userId: users.id,
      displayName: users.displayName,
      firstName: users.firstName,
      avatarUrl: users.avatarUrl,
      description: users.description,
      customMessage: users.customMessage,
      goalAmountCents: users.goalAmountCents,
      landingPageSlug: users.landingPageSlug,
    })
    .from(users)
    .where(and(eq(users.landingPageSlug, slug), eq(users.isPublic, true)));
  if (!fundraiser) return null;
  const [campaign] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      slug: campaigns.slug,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      orderDeadline: campaigns.orderDeadline,
      paymentInstructions: campaigns.paymentInstructions,
    })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.userId, fundraiser.userId), eq(campaigns.isActive, true)))
    .orderBy(desc(campaigns.startDate))
    .limit(1);
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

/** Public campaign and fundraiser pages, for the sitemap. */
export async function listPublicFundraisingPages() {
  const db = await getDb();
  const campaignSlugs = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(and(eq(campaigns.isActive, true), isNotNull(campaigns.slug)));
  const fundraiserSlugs = await db
    .selectDistinct({ slug: users.landingPageSlug })
    .from(users)
    .innerJoin(campaignParticipants, eq(campaignParticipants.userId, users.id))
    .innerJoin(campaigns, and(eq(campaigns.id, campaignParticipants.campaignId), eq(campaigns.isActive, true)))
    .where(and(eq(users.isPublic, true), isNotNull(users.landingPageSlug)));
  return { campaigns: campaignSlugs.map((c) => c.slug!), fundraisers: fundraiserSlugs.map((f) => f.slug!) };
}

export async function campaignExists({ id }: { id: number }): Promise<boolean> {
  const db = await getDb();
  const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return Boolean(found);
}
