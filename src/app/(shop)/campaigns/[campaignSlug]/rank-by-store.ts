import { DEFAULT_RANK_BY, rankByOrDefault, type RankBy } from '@/lib/leaderboard';

/*
 * The leaderboard's `?rankBy=` as an external store over the address bar. The page is cached once for every ranking
 * (the server never reads the query): the HTML ranks by money raised, and the browser re-sorts the figures it already
 * has. Switching pushes a history entry, so Back returns to the previous ranking and a copied link keeps it.
 */

const CHANGE = 'sg:rank-by';

export function rankBySnapshot(): RankBy {
  return rankByOrDefault(new URLSearchParams(window.location.search).get('rankBy'));
}

export const serverRankBySnapshot = (): RankBy => DEFAULT_RANK_BY;

export function subscribeRankBy(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

/** The page's address with this ranking (the default drops the parameter). */
export function rankByHref(rankBy: RankBy, location: { pathname: string; search: string } | null): string {
  const params = new URLSearchParams(location?.search ?? '');
  if (rankBy === DEFAULT_RANK_BY) params.delete('rankBy');
  else params.set('rankBy', rankBy);
  const query = params.toString();
  return `${location?.pathname ?? ''}${query ? `?${query}` : ''}`;
}

export function navigateRankBy(rankBy: RankBy) {
  window.history.pushState(window.history.state, '', rankByHref(rankBy, window.location));
  window.dispatchEvent(new Event(CHANGE));
}
