'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { RANK_BY_LABELS, type RankBy } from '@/lib/rank-by';
import { cn } from '@/lib/utils';
import {
  navigateRankBy,
  rankByHref,
  rankByParamSnapshot,
  rankingIn,
  serverRankByParamSnapshot,
  subscribeRankBy,
} from './rank-by-store';

/**
 * One fundraiser's card, rendered on the server: the avatar, the figures and the goal (`details`), and a rank badge
 * for each ranking. The browser only picks the order and the badge, so no formatting, badge or ranking code ships.
 */
export type RankedCard = {
  userId: number;
  displayName: string;
  href: string;
  avatar: React.ReactNode;
  badges: Partial<Record<RankBy, React.ReactNode>>;
  details: React.ReactNode;
};

/**
 * The ranking switch (links that work without JavaScript too) and the fundraiser cards in the chosen order.
 * `offered`: the campaign's rankings, its default first (no "Dollars raised" when it hides per-seller amounts).
 */
export function RankedFundraisers({
  cards,
  orders,
  offered,
}: {
  cards: RankedCard[];
  orders: Partial<Record<RankBy, number[]>>;
  offered: readonly RankBy[];
}) {
  const param = useSyncExternalStore(subscribeRankBy, rankByParamSnapshot, serverRankByParamSnapshot);
  const rankBy = rankingIn(param, offered);
  const byId = new Map(cards.map((card) => [card.userId, card]));

  return (
    <>
      <nav aria-label="Rank fundraisers by" className="mt-4">
        <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-secondary p-1">
          {offered.map((option) => (
            <li key={option}>
              <a
                href={rankByHref(option, null, offered) || '?'}
                aria-current={option === rankBy ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  if (option !== rankBy) navigateRankBy(option, offered);
                }}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  option === rankBy
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-card/60 hover:text-foreground',
                )}
              >
                {RANK_BY_LABELS[option]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ol
        data-rank-by={rankBy}
        className="group/ranking mt-6 grid gap-4 md:grid-cols-2"
        aria-label={`Fundraisers ranked by ${RANK_BY_LABELS[rankBy].toLowerCase()}`}
      >
        {orders[rankBy]!.map((userId) => {
          const card = byId.get(userId)!;
          return (
            <li key={userId}>
              <Link
                href={card.href}
                className="flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
              >
                {card.avatar}
                <div className="min-w-0 flex-1 space-y-2">
                  <div className="flex items-center justify-between gap-2">
                    <span className="truncate text-lg font-semibold" data-testid="fundraiser-name">
                      {card.displayName}
                    </span>
                    {card.badges[rankBy]}
                  </div>
                  {card.details}
                </div>
              </Link>
            </li>
          );
        })}
      </ol>
    </>
  );
}
