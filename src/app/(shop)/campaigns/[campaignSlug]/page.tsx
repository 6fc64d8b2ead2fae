import { CalendarDays, Target, Users } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FundraiserAvatar } from '@/components/fundraising/fundraiser-avatar';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { RankBadge } from '@/components/fundraising/rank-badge';
import { OwnShareKitLink } from '@/components/share-kit/own-share-kit-link';
import { Badge } from '@/components/ui/badge';
import { formatCents, formatCentsWhole, formatDate } from '@/lib/format';
import { progressPercent } from '@/lib/validation/fundraising';
import { readCampaignBoard } from '@/server/cache/public-reads';
import { parseSlugParam } from '@/lib/validation/common';
import { shareCardMetadata } from '@/server/share-kit/metadata';

type Props = { params: Promise<{ campaignSlug: string }> };

// Anything that cannot be a slug is simply not found (and never reaches the database).
const load = cache(async (param: string) => {
  const slug = parseSlugParam(param);
  return slug ? readCampaignBoard(slug) : null;
});

// None is rendered at build (there is no database there); each is rendered on its first visit, then served from the
// cache until an admin or fundraiser change or an order invalidates it (src/server/cache/public-tags.ts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const board = await load((await params).campaignSlug);
  if (!board) return { title: 'Campaign Not Found', description: 'This fundraising campaign does not exist.' };
  const title = `${board.campaign.name} Leaderboard`;
  const description = board.campaign.description ?? `Support ${board.campaign.name} with Steam & Grind coffee.`;
  return {
    title,
    description,
    ...shareCardMetadata({ kind: 'campaign', slug: board.campaign.slug!, title, description }),
  };
}

export default async function CampaignLeaderboardPage({ params }: Props) {
  const board = await load((await params).campaignSlug);
  if (!board) notFound();
  const { campaign, leaderboard, totalRaisedCents } = board;
  const goal = campaign.goalAmountCents ?? 0;
  const percent = progressPercent(totalRaisedCents, goal);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="rounded-3xl bg-espresso px-6 py-10 text-cream sm:px-10">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold tracking-[0.2em] text-[#e9b98f] uppercase">Campaign leaderboard</p>
          <Badge
            variant={campaign.isActive ? 'success' : 'outline'}
            className={campaign.isActive ? '' : 'border-cream/40 text-cream'}
          >
            {campaign.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <OwnShareKitLink
            ownerId={campaign.captainId}
            href={`/captain/team-management?campaign=${campaign.id}#share-kit`}
            variant="cream"
          />
        </div>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{campaign.name}</h1>
        {campaign.description ? <p className="mt-4 max-w-3xl text-lg text-cream/85">{campaign.description}</p> : null}
        <p className="mt-4 flex items-center gap-2 text-sm text-cream/80">
          <CalendarDays className="size-4" aria-hidden="true" />
          {formatDate(campaign.startDate)} – {campaign.endDate ? formatDate(campaign.endDate) : 'Ongoing'}
        </p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          <div className="rounded-2xl bg-cream/10 p-5">
            <dt className="text-sm text-cream/75">Total Raised</dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">{formatCents(totalRaisedCents)}</dd>
          </div>
          {goal > 0 ? (
            <div className="rounded-2xl bg-cream/10 p-5">
              <dt className="flex items-center gap-1.5 text-sm text-cream/75">
                <Target className="size-4" aria-hidden="true" /> Campaign Goal
              </dt>
              <dd className="mt-1 text-3xl font-semibold tabular-nums">{formatCentsWhole(goal)}</dd>
            </div>
          ) : null}
          <div className="rounded-2xl bg-cream/10 p-5">
            <dt className="flex items-center gap-1.5 text-sm text-cream/75">
              <Users className="size-4" aria-hidden="true" /> Active Fundraisers
            </dt>
            <dd className="mt-1 text-3xl font-semibold tabular-nums">{leaderboard.length}</dd>
          </div>
        </dl>
        {goal > 0 ? (
          <div className="mt-6 space-y-2">
            <ProgressBar percent={percent} label="Campaign progress" className="bg-cream/20" />
            <p className="text-sm text-cream/80">{percent}% of the goal</p>
          </div>
        ) : null}
      </header>

      <section aria-labelledby="ranking-heading" className="mt-10">
        <h2 id="ranking-heading" className="text-3xl font-semibold">
          Fundraisers
        </h2>
        {leaderboard.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed p-10 text-center text-muted-foreground">
            No active fundraisers have joined this campaign yet.
          </p>
        ) : (
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {leaderboard.map((entry) => {
              const entryPercent = progressPercent(entry.totalRaisedCents, entry.goalAmountCents);
              return (
                <li key={entry.userId}>
                  <Link
                    href={`/fundraisers/${entry.landingPageSlug}`}
                    className="flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
                  >
                    <FundraiserAvatar name={entry.displayName} src={entry.avatarUrl} size={56} />
                    <div className="min-w-0 flex-1 space-y-2">
                      <div className="flex items-center justify-between gap-2">
                        <span className="truncate text-lg font-semibold">{entry.displayName}</span>
                        <RankBadge rank={entry.rank} />
                      </div>
                      <p className="text-sm text-muted-foreground">
                        <span className="font-semibold text-foreground tabular-nums">
                          {formatCents(entry.totalRaisedCents)}
                        </span>{' '}
                        raised
                        {entry.goalAmountCents ? (
                          <>
                            {' '}
                            of {formatCentsWhole(entry.goalAmountCents)} · {entryPercent}% of goal
                          </>
                        ) : null}
                      </p>
                      {entry.goalAmountCents ? (
                        <ProgressBar percent={entryPercent} label={`${entry.displayName}'s progress`} />
                      ) : null}
                    </div>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
