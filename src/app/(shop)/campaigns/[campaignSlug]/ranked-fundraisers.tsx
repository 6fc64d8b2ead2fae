'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { RankBadge } from '@/components/fundraising/rank-badge';
import { RANK_BY, RANK_BY_LABELS, rankLeaderboard, type RankBy } from '@/lib/leaderboard';
import { cn } from '@/lib/utils';
import { navigateRankBy, rankByHref, rankBySnapshot, serverRankBySnapshot, subscribeRankBy } from './rank-by-store';

/** One fundraiser's card, its texts formatted on the server (no formatting or schema code in the browser). */
export type RankedCard = {
  userId: number;
  displayName: string;
  href: string;
  totalRaisedCents: number;
  bagsSold: number;
  supporters: number;
  raisedText: string;
  goalText: string | null;
  percent: number;
  avatar: React.ReactNode;
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The ranking switch (links that work without JavaScript too) and the ranked fundraiser cards. */
export function RankedFundraisers({ cards }: { cards: RankedCard[] }) {
  const rankBy = useSyncExternalStore(subscribeRankBy, rankBySnapshot, serverRankBySnapshot);
  const ranked = rankLeaderboard(cards, rankBy);

  return (
    <>
      <nav aria-label="Rank fundraisers by" className="mt-4">
        <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-secondary p-1">
          {RANK_BY.map((option) => (
            <li key={option}>
              <a
                href={rankByHref(option, null) || '?'}
                aria-current={option === rankBy ? 'true' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  if (option !== rankBy) navigateRankBy(option);
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
        className="mt-6 grid gap-4 md:grid-cols-2"
        aria-label={`Fundraisers ranked by ${RANK_BY_LABELS[rankBy].toLowerCase()}`}
      >
        {ranked.map((card) => (
          <li key={card.userId}>
            <FundraiserCard card={card} rankBy={rankBy} />
          </li>
        ))}
      </ol>
    </>
  );
}

function FundraiserCard({ card, rankBy }: { card: RankedCard & { rank: number }; rankBy: RankBy }) {
  const figures: Array<[RankBy, string]> = [
    ['raised', `${card.raisedText} raised`],
    ['bags', plural(card.bagsSold, 'bag', 'bags')],
    ['supporters', plural(card.supporters, 'supporter', 'supporters')],
  ];
  return (
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
          <RankBadge rank={card.rank} />
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
          {figures.map(([key, text]) => (
            <span key={key} className={cn('tabular-nums', key === rankBy && 'font-semibold text-foreground')}>
              {text}
            </span>
          ))}
        </p>
        {card.goalText ? (
          <>
            <p className="text-xs text-muted-foreground">
              Goal {card.goalText} · {card.percent}% of goal
            </p>
            <ProgressBar percent={card.percent} label={`${card.displayName}'s progress`} />
          </>
        ) : null}
      </div>
    </Link>
  );
}
