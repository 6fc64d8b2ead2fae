'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { CalendarClock, ClipboardList, Copy, ExternalLink, Gauge, Package, Pencil, Users, Wallet } from 'lucide-react';
import { actionsColumn, activeStatusColumn, formattedColumn, muted } from '@/components/data-table/columns';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { adminFulfilmentPath } from '@/lib/paths/fulfilment';
import { adminBoothPath } from '@/lib/paths/booth';
import { Store } from 'lucide-react';
import { adminPlanPath } from '@/lib/paths/plan';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';

/** A campaign's public leaderboard path; without a slug, the base path (spec section 2). */
export const campaignPath = (slug: string | null) => (slug ? `/campaigns/${slug}` : '/campaigns');

type Actions = {
  onCopy: (campaign: AdminCampaign) => void;
  onEdit: (campaign: AdminCampaign) => void;
  onParticipants: (campaign: AdminCampaign) => void;
  onProducts: (campaign: AdminCampaign) => void;
  onBalances: (campaign: AdminCampaign) => void;
  /** Issue 28: the campaign's batch limits, what sold and the demand beyond them. */
  onBatchLimits: (campaign: AdminCampaign) => void;
};

/** A campaign date with its time (New York), the time on a second line so the column stays narrow. */
function dateCell(value: string) {
  const [day, time] = splitDateTime(formatDateTime(value));
  return (
    <time dateTime={value} className="whitespace-nowrap">
      {day}
      <span className="block text-xs text-muted-foreground">{time}</span>
    </time>
  );
}

/** "Jan 1, 2020, 12:00 AM" → ["Jan 1, 2020", "12:00 AM"]. */
const splitDateTime = (text: string) => {
  const cut = text.lastIndexOf(', ');
  return cut < 0 ? [text, ''] : [text.slice(0, cut), text.slice(cut + 2)];
};

/** The Campaigns table's columns (spec admin.md section 2); ids are the API's sort names (CAMPAIGN_SORT_COLUMNS). */
export function campaignColumns(actions: Actions): Array<ColumnDef<AdminCampaign>> {
  return [
    { accessorKey: 'name', header: 'Campaign Name', meta: { rowHeader: true, className: 'text-foreground' } },
    activeStatusColumn(),
    {
      ...formattedColumn<AdminCampaign, 'startDate'>('startDate', 'Start Date', dateCell, 'min-w-28'),
      sortDescFirst: true,
    },
    {
      ...formattedColumn<AdminCampaign, 'endDate'>(
        'endDate',
        'End Date',
        (date) => (date ? dateCell(date) : 'N/A'),
        'min-w-28',
      ),
      sortDescFirst: true,
    },
    {
      accessorKey: 'participantCount',
      header: 'Participants',
      sortDescFirst: true,
      meta: { className: 'tabular-nums' },
    },
    {
      // Secondary: below 1,536 px the URL stays one click away (the name's row menu: View page, Copy URL).
      id: 'url',
      header: 'Campaign URL',
      meta: { className: 'hidden 2xl:table-cell' },
      cell: ({ row: { original: campaign } }) =>
        campaign.slug ? (
          <div className="flex items-center gap-1">
            <a
              href={campaignPath(campaign.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-56 items-center gap-1 truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              <span className="truncate">{campaignPath(campaign.slug)}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => actions.onCopy(campaign)}
              aria-label={`Copy URL for ${campaign.name}`}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        ) : (
          muted('Not Set')
        ),
    },
    { id: 'captain', header: 'Captain', cell: ({ row }) => row.original.captainDisplayName ?? muted('Not Assigned') },
    actionsColumn({
      subject: (campaign) => campaign.name,
      inline: 1,
      actions: (campaign) => [
        { icon: Pencil, label: 'Edit', onClick: () => actions.onEdit(campaign) },
        { icon: Users, label: 'Participants', onClick: () => actions.onParticipants(campaign) },
        { icon: Package, label: 'Products', onClick: () => actions.onProducts(campaign) },
        { icon: Wallet, label: 'Balances', onClick: () => actions.onBalances(campaign) },
        { icon: Gauge, label: 'Batch limits', onClick: () => actions.onBatchLimits(campaign) },
        { icon: ClipboardList, label: 'Fulfilment', href: adminFulfilmentPath(campaign.id) },
        { icon: Store, label: 'Booth mode', href: adminBoothPath(campaign.id) },
        { icon: CalendarClock, label: 'Plan & pickup', href: adminPlanPath(campaign.id) },
        ...(campaign.slug
          ? [
              { icon: ExternalLink, label: 'View page', href: campaignPath(campaign.slug) },
              { icon: Copy, label: 'Copy URL', onClick: () => actions.onCopy(campaign) },
            ]
          : []),
      ],
    }),
  ];
}
