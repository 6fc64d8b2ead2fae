import { rankLeaderboard } from '@/lib/leaderboard';
import { centsToDecimal } from '@/lib/money';
import { campaignLeaderboardQuerySchema } from '@/lib/validation/fundraising';
import { readCampaignBoard } from '@/server/cache/public-reads';
import { notFound } from '@/server/errors';
import { json, route } from '@/server/http/route';
import { teamRaisedJson, teamShareSettingJson } from '@/server/serializers';

// GET /_api/campaign/leaderboard?campaignSlug=&rankBy=raised|bags|supporters (default raised; ties: src/lib/leaderboard.ts)
export const GET = route({ access: 'public', query: campaignLeaderboardQuerySchema }, async ({ query }) => {
  const board = await readCampaignBoard(query.campaignSlug);
  if (!board) throw notFound('Campaign not found.');
  const { campaign } = board;
  return json({
    campaign: {
      id: campaign.id,
      name: campaign.name,
      slug: campaign.slug,
      description: campaign.description,
      startDate: campaign.startDate.toISOString(),
      endDate: campaign.endDate?.toISOString() ?? null,
      isActive: campaign.isActive,
      participantCount: campaign.participantCount,
      ...teamShareSettingJson(board.teamShare),
      totalBags: board.totalBags,
      totalSupporters: board.totalSupporters,
    },
    leaderboard: rankLeaderboard(board.leaderboard, query.rankBy).map((entry) => ({
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
  });
});
