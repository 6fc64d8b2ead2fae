'use client';

import { Copy, ExternalLink, Package, Pencil, Plus, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ListError } from '@/components/admin/list-error';
import { TableSkeletonRows } from '@/components/admin/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { AdminCampaign } from '@/lib/validation/admin-campaigns';
import { useAdminCampaigns } from './campaign-api';
import { CampaignFormDialog, type CampaignDialogTarget } from './campaign-form-dialog';
import { CampaignParticipantsDialog } from './campaign-participants-dialog';
import { CampaignProductsDialog } from './campaign-products-dialog';

const COLUMNS = ['Campaign Name', 'Status', 'Start Date', 'End Date', 'Participants', 'Campaign URL', 'Captain', 'Actions'] as const;

/** A campaign's public leaderboard path; without a slug, the base path (spec section 2). */
export const campaignPath = (slug: string | null) => (slug ? `/campaigns/${slug}` : '/campaigns');

/** The Campaigns tab (spec admin.md section 2): Create New Campaign, the table and the per-campaign dialogs. */
export function CampaignsPanel() {
  const campaigns = useAdminCampaigns();
  const [formTarget, setFormTarget] = useState<CampaignDialogTarget | null>(null);
  const [productsFor, setProductsFor] = useState<AdminCampaign | null>(null);
  const [participantsFor, setParticipantsFor] = useState<AdminCampaign | null>(null);

  // Focus goes back to whatever opened a dialog, or to the table when that control is gone.
  const tableRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = <T,>(set: (value: T) => void) => (value: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    set(value);
  };
  const returnFocus = () => (opener.current?.isConnected ? opener.current : tableRef.current)?.focus();

  const copyUrl = async (slug: string) => {
    try {
      await navigator.clipboard.writeText(new URL(campaignPath(slug), window.location.origin).toString());
      toast.success('URL copied to clipboard!');
    } catch {
      toast.error('Failed to copy URL');
    }
  };

  const rows = campaigns.data ?? [];
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Campaigns</CardTitle>
          <CardDescription>Fundraising campaigns, their captains, participants and products.</CardDescription>
        </div>
        <Button type="button" onClick={() => open(setFormTarget)({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Create New Campaign
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {campaigns.error ? <ListError message={campaigns.error.message || 'Request failed'} onRetry={() => void campaigns.refetch()} /> : null}
        {campaigns.error && !campaigns.data ? null : (
          <Table scrollLabel="Campaigns table" containerRef={tableRef} className="min-w-[64rem]">
            <TableCaption className="sr-only">Campaigns</TableCaption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {COLUMNS.map((column) => (
                  <TableHead key={column} className={cn(column === 'Actions' && 'text-right')}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody aria-busy={campaigns.isPending || undefined}>
              {campaigns.isPending ? (
                <TableSkeletonRows columns={COLUMNS.length} />
              ) : rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={COLUMNS.length} className="h-24 text-center text-muted-foreground">
                    No campaigns found.
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((campaign) => (
                  <CampaignRow
                    key={campaign.id}
                    campaign={campaign}
                    onCopy={() => campaign.slug && void copyUrl(campaign.slug)}
                    onEdit={() => open(setFormTarget)({ mode: 'edit', campaign })}
                    onParticipants={() => open(setParticipantsFor)(campaign)}
                    onProducts={() => open(setProductsFor)(campaign)}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <CampaignFormDialog target={formTarget} onClose={() => setFormTarget(null)} returnFocus={returnFocus} />
      <CampaignProductsDialog campaign={productsFor} onClose={() => setProductsFor(null)} returnFocus={returnFocus} />
      <CampaignParticipantsDialog campaign={participantsFor} onClose={() => setParticipantsFor(null)} returnFocus={returnFocus} />
    </Card>
  );
}

function CampaignRow({
  campaign,
  onCopy,
  onEdit,
  onParticipants,
  onProducts,
}: {
  campaign: AdminCampaign;
  onCopy: () => void;
  onEdit: () => void;
  onParticipants: () => void;
  onProducts: () => void;
}) {
  // The campaign's name completes each button's name for screen readers ("Edit Spring Drive").
  const forCampaign = <span className="sr-only"> {campaign.name}</span>;
  return (
    <TableRow data-status={campaign.isActive ? 'active' : 'inactive'}>
      <th scope="row" className="px-3 py-3 text-left align-middle font-semibold text-foreground">
        {campaign.name}
      </th>
      <TableCell>
        <Badge variant={campaign.isActive ? 'success' : 'secondary'}>{campaign.isActive ? 'Active' : 'Inactive'}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(campaign.startDate)}</TableCell>
      <TableCell className="whitespace-nowrap">{campaign.endDate ? formatDate(campaign.endDate) : 'N/A'}</TableCell>
      <TableCell className="tabular-nums">{campaign.participantCount}</TableCell>
      <TableCell>
        {campaign.slug ? (
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
            <Button type="button" variant="ghost" size="sm" onClick={onCopy} aria-label={`Copy URL for ${campaign.name}`}>
              <Copy aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <span className="text-muted-foreground">Not Set</span>
        )}
      </TableCell>
      <TableCell>{campaign.captainDisplayName ?? <span className="text-muted-foreground">Not Assigned</span>}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit{forCampaign}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onParticipants}>
            <Users aria-hidden="true" />
            Participants{forCampaign}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onProducts}>
            <Package aria-hidden="true" />
            Products{forCampaign}
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
