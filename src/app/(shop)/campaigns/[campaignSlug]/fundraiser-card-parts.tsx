import { FundraiserAvatar } from '@/components/fundraising/fundraiser-avatar';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { RankBadge } from '@/components/fundraising/rank-badge';
import { formatCents, formatCentsWhole } from '@/lib/format';
import { rankingsOffered, rankLeaderboard, type RankBy } from '@/lib/leaderboard';
import { progressPercent } from '@/lib/fundraising-progress';
import type { LeaderboardEntry } from '@/server/db/queries/fundraising';
import type { RankedCard } from './ranked-fundraisers';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

// The figure the list is ranked by stands out; the list's data-rank-by picks it (no code in the browser).
const emphasis: Record<RankBy, string> = {
  raised: 'group-data-[rank-by=raised]/ranking:font-semibold group-data-[rank-by=raised]/ranking:text-foreground',
  bags: 'group-data-[rank-by=bags]/ranking:font-semibold group-data-[rank-by=bags]/ranking:text-foreground',
  supporters:
    'group-data-[rank-by=supporters]/ranking:font-semibold group-data-[rank-by=supporters]/ranking:text-foreground',
};

/**
 * The leaderboard as the page's cards, with the rankings the campaign offers worked out here on the server. A
 * campaign hiding per-seller amounts (issue 27) gets no money on its cards: bags and supporters, and progress as a
 * share of the goal.
 */
export function rankedCards(
  leaderboard: LeaderboardEntry[],
  showSellerAmounts: boolean,
): {
  cards: RankedCard[];
  orders: Partial<Record<RankBy, number[]>>;
  offered: readonly RankBy[];
} {
  const offered = rankingsOffered(showSellerAmounts);
  const rankings = Object.fromEntries(
    offered.map((rankBy) => [rankBy, rankLeaderboard(leaderboard, rankBy, offered)]),
  ) as Partial<Record<RankBy, Array<LeaderboardEntry & { rank: number }>>>;
  const rankOf = (rankBy: RankBy, userId: number) => rankings[rankBy]!.find((entry) => entry.userId === userId)!.rank;
  const cards = leaderboard.map((entry): RankedCard => {
    const percent = progressPercent(entry.totalRaisedCents, entry.goalAmountCents);
    const figures: Array<[RankBy, string]> = [
      ...(showSellerAmounts ? [['raised', `${formatCents(entry.totalRaisedCents)} raised`] as [RankBy, string]] : []),
      ['bags', plural(entry.bagsSold, 'bag', 'bags')],
      ['supporters', plural(entry.supporters, 'supporter', 'supporters')],
    ];
    return {
      userId: entry.userId,
      displayName: entry.displayName,
      href: `/fundraisers/${entry.landingPageSlug}`,
      avatar: <FundraiserAvatar name={entry.displayName} src={entry.avatarUrl} size={56} />,
      badges: Object.fromEntries(
        offered.map((rankBy) => [rankBy, <RankBadge key={rankBy} rank={rankOf(rankBy, entry.userId)} />]),
      ),
      details: (
        <>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
            {figures.map(([key, text]) => (
              <span key={key} className={`tabular-nums ${emphasis[key]}`}>
                {text}
              </span>
            ))}
          </p>
          {entry.goalAmountCents ? (
            <>
              <p className="text-xs text-muted-foreground">
                {showSellerAmounts ? <>Goal {formatCentsWhole(entry.goalAmountCents)} · </> : null}
                {percent}% of goal
              </p>
              <ProgressBar percent={percent} label={`${entry.displayName}'s progress`} />
            </>
          ) : null}
        </>
      ),
    };
  });
  const orders = Object.fromEntries(
    offered.map((rankBy) => [rankBy, rankings[rankBy]!.map((entry) => entry.userId)]),
  ) as Partial<Record<RankBy, number[]>>;
  return { cards, orders, offered };
}
