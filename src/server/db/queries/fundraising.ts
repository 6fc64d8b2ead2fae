import 'server-only';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { rankLeaderboard, rankingsOffered } from '@/lib/leaderboard';
import { publicNameOf, type PrivacyMode } from '@/lib/privacy/public-name';
import { getDb } from '../index';
import { countedOrder, ledgerSums, orderMoneyColumns } from '../ledger-sql';
import { campaignParticipants, campaignProducts, campaigns, orders, products, users } from '../schema';
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
      privacyMode: campaigns.privacyMode,
      showSellerAmounts: campaigns.showSellerAmounts,
    })
    .from(campaigns)
    .where(eq(campaigns.slug, slug));
  return campaign ?? null;
}

/**
 * Issue 27: whether a person takes part in any `minors` campaign (active or not). Their public name and photo follow
 * the strictest mode of their campaigns everywhere (their page, every leaderboard), so a page linked from a minors
 * leaderboard never names them in full because its current campaign is standard. (`users`.id written out: a
 * single-table select names its columns unqualified, and a bare "id" would be the campaign's here.) Exported for
 * `public-names.ts` (what buyers receive names the credited fundraiser by the same rule).
 */
export const inMinorsCampaign = sql<boolean>`exists (
  select 1 from ${campaignParticipants} mp
  inner join ${campaigns} mc on mc.id = mp.campaign_id
  where mp.user_id = ${users}.id and mc.privacy_mode = 'minors'
)`;

/** The columns a public name is made from; read together and never sent out as they are. */
const namedPersonColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
  inMinorsCampaign,
  isChild: users.isChild,
  photoConsented,
};

type NamedPersonRow = {
  firstName: string;
  lastName: string;
  displayName: string;
  avatarUrl: string | null;
  inMinorsCampaign: boolean;
  isChild: boolean;
  photoConsented: boolean;
};

const strictest = (...modes: PrivacyMode[]): PrivacyMode => (modes.includes('minors') ? 'minors' : 'standard');

/**
 * The mode a person is shown under wherever they appear: `minors` for a child's profile (issue 27: whatever the
 * campaign says, a child managed by guardians is never shown by full name or indexed) and for anyone in a `minors`
 * campaign, else the campaign's own mode.
 */
function personMode(row: Pick<NamedPersonRow, 'inMinorsCampaign' | 'isChild'>, campaignMode: PrivacyMode = 'standard') {
  return strictest(campaignMode, row.inMinorsCampaign || row.isChild ? 'minors' : 'standard');
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
      onLeaderboard: users.onLeaderboard,
      landingPageSlug: users.landingPageSlug,
      goalAmountCents: users.goalAmountCents,
      totalRaisedCents: raised,
    })
    .from(campaignParticipants)
    .innerJoin(users, eq(users.id, campaignParticipants.userId))
    .leftJoin(orders, and(eq(orders.subAccountId, users.id), eq(orders.campaignId, campaign.id)))
    .where(and(eq(campaignParticipants.campaignId, campaign.id), pageIsPublic, isNotNull(users.landingPageSlug)))
    .groupBy(users.id)
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
 * A fundraiser's public page: the person (only when their page is public), the active campaign they raise money
 * for (the most recently started one if several), its products, and what they collected for it. The person is
 * named as the strictest of their campaigns' modes says (`privacyMode`, issue 27): in `minors`, the public name,
 * no photo, and `firstName` only the first name.
 */
export async function getFundraiserDetails({ slug }: { slug: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      userId: users.id,
      ...namedPersonColumns,
      description: users.description,
      customMessage: users.customMessage,
      goalAmountCents: users.goalAmountCents,
      landingPageSlug: users.landingPageSlug,
    })
    .from(users)
    .where(and(eq(users.landingPageSlug, slug), pageIsPublic));
  if (!row) return null;
  const privacyMode = personMode(row);
  // Picked one by one: the last name never leaves this function.
  const fundraiser = {
    userId: row.userId,
    ...publicPerson(row, privacyMode),
    firstName: privacyMode === 'minors' ? (row.firstName.trim().split(/\s+/)[0] ?? '') : row.firstName,
    description: row.description,
    customMessage: row.customMessage,
    goalAmountCents: row.goalAmountCents,
    landingPageSlug: row.landingPageSlug,
    privacyMode,
  };
  const [campaign] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      slug: campaigns.slug,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      orderDeadline: campaigns.orderDeadline,
      paymentInstructions: campaigns.paymentInstructions,
      privacyMode: campaigns.privacyMode,
      showSellerAmounts: campaigns.showSellerAmounts,
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

/** Public campaign and fundraiser pages, for the sitemap: no page of a child or of anyone in a `minors` campaign. */
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
    .where(and(pageIsPublic, isNotNull(users.landingPageSlug), sql`not ${inMinorsCampaign}`, eq(users.isChild, false)));
  return { campaigns: campaignSlugs.map((c) => c.slug!), fundraisers: fundraiserSlugs.map((f) => f.slug!) };
}

export async function campaignExists({ id }: { id: number }): Promise<boolean> {
  const db = await getDb();
  const [found] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return Boolean(found);
}
