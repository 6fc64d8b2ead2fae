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

/**
 * The rankings a leaderboard offers, its default first (issue 27): a campaign that hides per-seller amounts offers no
 * ranking by money (the order alone would tell who raised more), so it ranks by bags sold, then supporters.
 */
export function rankingsOffered(showSellerAmounts: boolean): readonly RankBy[] {
  return showSellerAmounts ? RANK_BY : HIDDEN_AMOUNTS_RANK_BY;
}
const HIDDEN_AMOUNTS_RANK_BY: readonly RankBy[] = ['bags', 'supporters'];

/**
 * A `?rankBy=` value as the page reads it: anything unknown (or absent), or not offered, is the default (dollars
 * raised, or bags sold when the campaign hides per-seller amounts).
 */
export function rankByOrDefault(value: string | null | undefined, offered: readonly RankBy[] = RANK_BY): RankBy {
  return (offered as readonly string[]).includes(value ?? '') ? (value as RankBy) : offered[0]!;
}
