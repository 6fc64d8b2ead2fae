/* The leaderboard's rankings (`?rankBy=`): small on purpose, the campaign page's browser code imports it. */

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
