import { CalendarDays, Coffee, HeartHandshake, ShoppingBag, Target, Users } from 'lucide-react';
import { ProgressBar } from '@/components/fundraising/progress-bar';
import { TeamRaised } from '@/components/fundraising/team-share';
import { Badge } from '@/components/ui/badge';
import { formatCents, formatCentsWhole, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { progressPercent } from '@/lib/fundraising-progress';

type Props = {
  campaign: {
    name: string;
    description: string | null;
    isActive: boolean;
    startDate: Date;
    endDate: Date | null;
    goalAmountCents: number | null;
  };
  totalRaisedCents: number;
  totalBags: number;
  totalSupporters: number;
  activeFundraisers: number;
  /** Raised for the team (the campaign's team share), shown under Total Raised; null without a share. */
  teamRaisedCents: number | null;
  /** The captain's "Your share kit" link (shown from the browser session, never rendered per visitor here). */
  ownerShareKit?: React.ReactNode;
  /** The page sells the campaign's coffees: a link down to them. */
  shopAnchor: string | null;
};

/** The campaign's name, dates and figures: Total Raised with bags and supporters beside it, goal, fundraisers. */
export function CampaignHeader({
  campaign,
  totalRaisedCents,
  totalBags,
  totalSupporters,
  activeFundraisers,
  teamRaisedCents,
  shopAnchor,
  ownerShareKit,
}: Props) {
  const goal = campaign.goalAmountCents ?? 0;
  const percent = progressPercent(totalRaisedCents, goal);
  const stats: Array<{
    label: string;
    value: string;
    icon?: React.ReactNode;
    wide?: boolean;
    note?: React.ReactNode;
  }> = [
    {
      label: 'Total Raised',
      value: formatCents(totalRaisedCents),
      wide: true,
      note: teamRaisedCents === null ? undefined : <TeamRaised cents={teamRaisedCents} className="text-cream/85" />,
    },
    { label: 'Bags Sold', value: totalBags.toLocaleString('en-US'), icon: <Coffee className="size-4" /> },
    {
      label: 'Supporters',
      value: totalSupporters.toLocaleString('en-US'),
      icon: <HeartHandshake className="size-4" />,
    },
    ...(goal > 0
      ? [{ label: 'Campaign Goal', value: formatCentsWhole(goal), icon: <Target className="size-4" /> }]
      : []),
    {
      label: 'Active Fundraisers',
      value: activeFundraisers.toLocaleString('en-US'),
      icon: <Users className="size-4" />,
    },
  ];

  return (
    <header className="rounded-3xl bg-espresso px-5 py-8 text-cream sm:px-10 sm:py-10">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm font-semibold tracking-[0.2em] text-[#e9b98f] uppercase">Campaign leaderboard</p>
        <Badge
          variant={campaign.isActive ? 'success' : 'outline'}
          className={campaign.isActive ? '' : 'border-cream/40 text-cream'}
        >
          {campaign.isActive ? 'Active' : 'Inactive'}
        </Badge>
        {ownerShareKit}
      </div>
      <h1 className="mt-3 text-4xl font-semibold break-words sm:text-5xl">{campaign.name}</h1>
      {campaign.description ? <p className="mt-4 max-w-3xl text-lg text-cream/85">{campaign.description}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <p className="flex items-center gap-2 text-sm text-cream/80">
          <CalendarDays className="size-4" aria-hidden="true" />
          {formatDate(campaign.startDate)} – {campaign.endDate ? formatDate(campaign.endDate) : 'Ongoing'}
        </p>
        {shopAnchor ? (
          <a
            href={shopAnchor}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-cream px-4 text-sm font-semibold text-espresso transition-colors hover:bg-cream/90 focus-visible:ring-2 focus-visible:ring-cream focus-visible:ring-offset-2 focus-visible:ring-offset-espresso focus-visible:outline-none"
          >
            <ShoppingBag className="size-4" aria-hidden="true" /> Buy coffee for the team
          </a>
        ) : null}
      </div>
      <dl
        className={cn('mt-8 grid grid-cols-2 gap-3 sm:gap-4', stats.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn('rounded-2xl bg-cream/10 p-4 sm:p-5', stat.wide && 'col-span-2 lg:col-span-1')}
          >
            <dt className="flex items-center gap-1.5 text-sm text-cream/75">
              {stat.icon ? <span aria-hidden="true">{stat.icon}</span> : null}
              {stat.label}
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums sm:text-3xl">{stat.value}</dd>
            {stat.note ? <dd className="mt-1">{stat.note}</dd> : null}
          </div>
        ))}
      </dl>
      {goal > 0 ? (
        <div className="mt-6 space-y-2">
          <ProgressBar percent={percent} label="Campaign progress" className="bg-cream/20" />
          <p className="text-sm text-cream/80">{percent}% of the goal</p>
        </div>
      ) : null}
    </header>
  );
}
