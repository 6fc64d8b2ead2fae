/*
 * Leaderboard ranking, shared by the API (GET /_api/campaign/leaderboard?rankBy=) and the campaign page, which
 * re-sorts in the browser the figures its cached HTML already holds. One comparator, so both always agree.
 */

export const RANK_BY = ['raised', 'bags', 'supporters'] as const;
export type RankBy = (typeof RANK_BY)[number];
export const DEFAULT_RANK_BY: RankBy = 'raised';
export const RANK_BY_INVALID = "rankBy must be one of 'raised', 'bags' or 'supporters'.";

export const RANK_BY_LABELS: Record<RankBy, string> = {
  raised: 'Dollars raised',
  bags: 'Bags sold',
  supporters: 'Supporters',
};

/** A `?rankBy=` value as the page reads it: anything unknown (or absent) is the default, dollars raised. */
export function rankByOrDefault(value: string | null | undefined): RankBy {
  return (RANK_BY as readonly string[]).includes(value ?? '') ? (value as RankBy) : DEFAULT_RANK_BY;
}

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
 * first), then the name (case-insensitive, then as written, character by character, so every database and browser
 * agrees), then the user id. Ranks are positions 1..n: no two fundraisers share one.
 */
export function rankLeaderboard<T extends RankableEntry>(
  entries: readonly T[],
  rankBy: RankBy,
): Array<T & { rank: number }> {
  const order = [rankBy, ...RANK_BY.filter((key) => key !== rankBy)];
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
