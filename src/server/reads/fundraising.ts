import 'server-only';
import type { ProductJson } from '@/lib/contracts/catalogue';
import type { CampaignLeaderboard, FundraiserDetails } from '@/lib/contracts/fundraising';
import { rankLeaderboard, type RankBy } from '@/lib/leaderboard';
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

/** A campaign's leaderboard ranked by `rankBy`, as GET /_api/campaign/leaderboard answers it. */
export async function readCampaignLeaderboard(slug: string, rankBy: RankBy): Promise<CampaignLeaderboard | null> {
  const board = await readCampaignBoard(slug);
  if (!board) return null;
  const { campaign } = board;
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
      ...campaignPlanJson(campaign),
      ...teamShareSettingJson(board.teamShare),
      totalBags: board.totalBags,
      totalSupporters: board.totalSupporters,
    },
    leaderboard: rankLeaderboard(board.leaderboard, rankBy).map((entry) => ({
      userId: entry.userId,
      displayName: entry.displayName,
      avatarUrl: entry.avatarUrl,
      totalRaised: centsToDecimal(entry.totalRaisedCents),
      goalAmount: entry.goalAmountCents,
      rank: entry.rank,
      landingPageSlug: entry.landingPageSlug,
      ...teamRaisedJson(entry.teamRaisedCents),
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

/** A fundraiser's public page, as GET /_api/fundraiser/details answers it. */
export async function readFundraiserDetails(slug: string): Promise<FundraiserDetails | null> {
  const details = await readFundraiserPage(slug);
  if (!details) return null;
  const { fundraiser, campaign } = details;
  return {
    fundraiser: {
      userId: fundraiser.userId,
      displayName: fundraiser.displayName,
      firstName: fundraiser.firstName,
      avatarUrl: fundraiser.avatarUrl,
      description: fundraiser.description,
      customMessage: fundraiser.customMessage,
      goalAmount: fundraiser.goalAmountCents,
    },
    campaign: campaign
      ? {
          id: campaign.id,
          name: campaign.name,
          slug: campaign.slug,
          startDate: campaign.startDate.toISOString(),
          endDate: campaign.endDate?.toISOString() ?? null,
          ...campaignPlanJson(campaign),
          ...teamShareSettingJson(details.teamShare),
        }
      : null,
    products: details.products.map((product) => ({
      ...productJson(product),
      ...teamSharePerBagJson(details.teamShare?.perBagCents, product.id),
    })),
    totalCollected: centsToDecimal(details.totalCollectedCents),
    ...teamRaisedJson(details.teamShare?.teamRaisedCents),
  };
}
