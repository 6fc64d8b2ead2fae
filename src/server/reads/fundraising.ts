import 'server-only';
import type { ProductJson } from '@/lib/contracts/catalogue';
import type { CampaignLeaderboard, FundraiserDetails, SellerAmountsJson } from '@/lib/contracts/fundraising';
import { rankingsOffered, rankLeaderboard, type RankBy } from '@/lib/leaderboard';
import { progressPercent } from '@/lib/fundraising-progress';
import { centsToDecimal } from '@/lib/money';
import { readCampaignBoard, readCampaignProducts, readFundraiserPage } from '@/server/cache/public-reads';
import { campaignExists, getCampaignBySlug } from '@/server/db/queries/fundraising';
import { campaignPlanJson } from './pickup-options';
import { productJson } from './catalogue';
import { teamRaisedJson, teamSharePerBagJson, teamShareSettingJson } from './team-share-json';

/*
 * The campaign and fundraiser pages render the same cached reads (readCampaignBoard, readCampaignProducts,
 * readFundraiserPage) in cents; the endpoints answer them as JSON through these. Null: no such campaign or page.
 */

/**
 * A fundraiser's money as the public API answers it (issue 27): the spec's keys when the campaign shows per-seller
 * amounts; otherwise only the share of their goal, and none of those keys (absent, not null).
 */
function sellerAmountsJson(
  showSellerAmounts: boolean,
  figures: { raisedCents: number; goalCents: number | null; teamRaisedCents: number | null | undefined },
): SellerAmountsJson {
  if (!showSellerAmounts) {
    return { goalProgressPercent: figures.goalCents ? progressPercent(figures.raisedCents, figures.goalCents) : null };
  }
  return {
    totalRaised: centsToDecimal(figures.raisedCents),
    goalAmount: figures.goalCents,
    ...teamRaisedJson(figures.teamRaisedCents),
  };
}

/**
 * A campaign's leaderboard ranked by `rankBy` (absent: the campaign's default), as GET /_api/campaign/leaderboard
 * answers it.
 */
export async function readCampaignLeaderboard(
  slug: string,
  rankBy: RankBy | undefined,
): Promise<CampaignLeaderboard | null> {
  const board = await readCampaignBoard(slug);
  if (!board) return null;
  const { campaign } = board;
  const offered = rankingsOffered(campaign.showSellerAmounts);
  return {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      slug: campaign.slug,
      description: campaign.description,
      startDate: campaign.startDate.toISOString(),
      endDate: campaign.endDate?.toISOString() ?? null,
      isActive: campaign.isActive,
      participantCount: campaign.participantCount,
      privacyMode: campaign.privacyMode,
      showSellerAmounts: campaign.showSellerAmounts,
      ...campaignPlanJson(campaign),
      ...teamShareSettingJson(board.teamShare),
      totalBags: board.totalBags,
      totalSupporters: board.totalSupporters,
    },
    leaderboard: rankLeaderboard(board.leaderboard, rankBy ?? offered[0]!, offered).map((entry) => ({
      userId: entry.userId,
      displayName: entry.displayName,
      avatarUrl: entry.avatarUrl,
      ...sellerAmountsJson(campaign.showSellerAmounts, {
        raisedCents: entry.totalRaisedCents,
        goalCents: entry.goalAmountCents,
        teamRaisedCents: entry.teamRaisedCents,
      }),
      rank: entry.rank,
      landingPageSlug: entry.landingPageSlug,
      bagsSold: entry.bagsSold,
      supporters: entry.supporters,
    })),
    totalRaised: centsToDecimal(board.totalRaisedCents),
    totalBags: board.totalBags,
    totalSupporters: board.totalSupporters,
    campaignGoal: centsToDecimal(campaign.goalAmountCents ?? 0),
    ...teamRaisedJson(board.teamShare?.teamRaisedCents),
  };
}

/** The products a campaign sells, by id or by slug (the query schema lets exactly one through), as GET /_api/campaign/products answers them. */
export async function readCampaignProductsJson(campaign: {
  campaignId?: number;
  campaignSlug?: string;
}): Promise<ProductJson[] | null> {
  const campaignId =
    campaign.campaignId !== undefined
      ? (await campaignExists({ id: campaign.campaignId }))
        ? campaign.campaignId
        : undefined
      : (await getCampaignBySlug({ slug: campaign.campaignSlug! }))?.id;
  if (campaignId === undefined) return null;
  return (await readCampaignProducts(campaignId)).map(productJson);
}

/**
 * A fundraiser's public page, as GET /_api/fundraiser/details answers it: public name and photo (issue 27), and
 * their money only when the page's campaign shows per-seller amounts.
 */
export async function readFundraiserDetails(slug: string): Promise<FundraiserDetails | null> {
  const details = await readFundraiserPage(slug);
  if (!details) return null;
  const { fundraiser, campaign } = details;
  const person = {
    userId: fundraiser.userId,
    displayName: fundraiser.displayName,
    firstName: fundraiser.firstName,
    avatarUrl: fundraiser.avatarUrl,
    description: fundraiser.description,
    customMessage: fundraiser.customMessage,
  };
  const products = details.products.map((product) => ({
    ...productJson(product),
    ...teamSharePerBagJson(details.teamShare?.perBagCents, product.id),
  }));
  const campaignJson = campaign
    ? {
        id: campaign.id,
        name: campaign.name,
        slug: campaign.slug,
        startDate: campaign.startDate.toISOString(),
        endDate: campaign.endDate?.toISOString() ?? null,
        privacyMode: campaign.privacyMode,
        showSellerAmounts: campaign.showSellerAmounts,
        ...campaignPlanJson(campaign),
        ...teamShareSettingJson(details.teamShare),
      }
    : null;
  if (campaign && !campaign.showSellerAmounts) {
    return {
      fundraiser: person,
      campaign: campaignJson,
      products,
      goalProgressPercent: fundraiser.goalAmountCents
        ? progressPercent(details.totalCollectedCents, fundraiser.goalAmountCents)
        : null,
    };
  }
  return {
    fundraiser: { ...person, goalAmount: fundraiser.goalAmountCents },
    campaign: campaignJson,
    products,
    totalCollected: centsToDecimal(details.totalCollectedCents),
    ...teamRaisedJson(details.teamShare?.teamRaisedCents),
  };
}
