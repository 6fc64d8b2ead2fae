import { RANK_BY, rankByOrDefault, type RankBy } from '@/lib/rank-by';

/*
 * The leaderboard's `?rankBy=` as an external store over the address bar. The page is cached once for every ranking
 * (the server never reads the query): the HTML ranks by the campaign's default (money raised, or bags sold when it
 * hides per-seller amounts), and the browser re-sorts the figures it already has. Switching pushes a history entry, so
 * Back returns to the previous ranking and a copied link keeps it. `offered`: the campaign's rankings, default first.
 */

const CHANGE = 'sg:rank-by';

/** The address's `?rankBy=` as written (a string, so the snapshot is stable); rankingIn reads it. */
export function rankByParamSnapshot(): string | null {
  return new URLSearchParams(window.location.search).get('rankBy');
}

export const serverRankByParamSnapshot = (): string | null => null;

/** The ranking the address asks for, among those the campaign offers (its default otherwise). */
export function rankingIn(param: string | null, offered: readonly RankBy[] = RANK_BY): RankBy {
  return rankByOrDefault(param, offered);
}

export function subscribeRankBy(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The page's address with this ranking (the default drops the parameter). */
export function rankByHref(
  rankBy: RankBy,
  location: { pathname: string; search: string } | null,
  offered: readonly RankBy[] = RANK_BY,
): string {
  const params = new URLSearchParams(location?.search ?? '');
  if (rankBy === offered[0]) params.delete('rankBy');
  else params.set('rankBy', rankBy);
  const query = params.toString();
  return `${location?.pathname ?? ''}${query ? `?${query}` : ''}`;
}

export function navigateRankBy(rankBy: RankBy, offered: readonly RankBy[] = RANK_BY) {
  window.history.pushState(window.history.state, '', rankByHref(rankBy, window.location, offered));
  window.dispatchEvent(new Event(CHANGE));
}
