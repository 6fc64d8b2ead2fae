/*
 * Leaderboard ranking, shared by the API (GET /_api/campaign/leaderboard?rankBy=) and the campaign page, which ranks
 * its fundraisers all three ways on the server and lets the browser switch between them. One comparator.
 */
import { RANK_BY, type RankBy } from './rank-by';

export * from './rank-by';

export type RankableEntry = {
  userId: number;
  displayName: string;
  totalRaisedCents: number;
  bagsSold: number;
  supporters: number;
};

const figure: Record<RankBy, (entry: RankableEntry) => number> = {
  raised: (entry) => entry.totalRaisedCents,
  bags: (entry) => entry.bagsSold,
  supporters: (entry) => entry.supporters,
};

function compareText(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Ranks by the chosen figure, highest first. Ties: the other figures in the order raised, bags, supporters (highest
 * first; only the `offered` ones: money never decides a ranking where per-seller amounts are hidden, and a figure not
 * offered is replaced by the default one, `offered[0]`), then the name (case-insensitive, then as written, character by character, so every database and browser
 * agrees), then the user id. Ranks are positions 1..n: no two fundraisers share one.
 */
export function rankLeaderboard<T extends RankableEntry>(
  entries: readonly T[],
  rankBy: RankBy,
  offered: readonly RankBy[] = RANK_BY,
): Array<T & { rank: number }> {
  const chosen = offered.includes(rankBy) ? rankBy : offered[0]!;
  const order = [chosen, ...offered.filter((key) => key !== chosen)];
  return [...entries]
    .sort((a, b) => {
      for (const key of order) {
        const difference = figure[key](b) - figure[key](a);
        if (difference !== 0) return difference;
      }
      return (
        compareText(a.displayName.toLowerCase(), b.displayName.toLowerCase()) ||
        compareText(a.displayName, b.displayName) ||
        a.userId - b.userId
      );
    })
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}
