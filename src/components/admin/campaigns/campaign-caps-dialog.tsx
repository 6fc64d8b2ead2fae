'use client';

import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCampaignCapStatus } from '@/hooks/api/campaign-caps';
import { gramsToPounds } from '@/lib/coffee/cap-math';
import type { CampaignCapStatus } from '@/lib/contracts/campaign-caps';
import { CampaignCloseDialog, type CampaignDialogProps } from './campaign-close-dialog';

/** A campaign's batch limits (issue 28): each capped coffee's limit, what sold, what is left and the demand refused. */
export function CampaignCapsDialog(props: CampaignDialogProps) {
  return (
    <CampaignCloseDialog
      {...props}
      title="Batch limits"
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      description={(campaign) => (
        <>
          What each capped coffee of {campaign.name} has sold (orders not cancelled), what is left, and the demand
          refused beyond its limit. Limits are set in each coffee&apos;s product dialog.
        </>
      )}
    >
      {(campaign) => <CapStatusTable key={campaign.id} campaignId={campaign.id} campaignName={campaign.name} />}
    </CampaignCloseDialog>
  );
}

const limitText = (cap: CampaignCapStatus) =>
  [
    cap.maxBags === null ? null : `${cap.maxBags} bags`,
    cap.maxGrams === null ? null : `${gramsToPounds(cap.maxGrams)} lb`,
  ]
    .filter(Boolean)
    .join(' or ');

function CapStatusTable({ campaignId, campaignName }: { campaignId: number; campaignName: string }) {
  const status = useCampaignCapStatus(campaignId);
  if (status.isPending) return <p aria-busy="true">Loading batch limits…</p>;
  if (status.isError)
    return (
      <ErrorAlert
        title="Could not load the batch limits"
        message={status.error.message}
        actions={
          <Button type="button" variant="outline" size="sm" onClick={() => void status.refetch()}>
            Retry
          </Button>
        }
      />
    );
  const caps = status.data.caps;
  if (caps.length === 0) return <p className="text-muted-foreground">{campaignName} has no batch limits.</p>;
  return (
    <Table scrollLabel={`Batch limits of ${campaignName}`} className="min-w-[36rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Coffee</TableHead>
          <TableHead>Limit</TableHead>
          <TableHead>Sold</TableHead>
          <TableHead>Left</TableHead>
          <TableHead>Demand beyond the cap</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {caps.map((cap) => (
          <TableRow key={cap.productId}>
            <TableCell className="font-medium">{cap.name}</TableCell>
            <TableCell>{limitText(cap)}</TableCell>
            <TableCell className="tabular-nums">
              {cap.soldBags} bags ({gramsToPounds(cap.soldGrams)} lb)
            </TableCell>
            <TableCell className="tabular-nums">
              {cap.remainingBags === null ? '—' : cap.remainingBags === 0 ? 'Sold out' : `${cap.remainingBags} bags`}
            </TableCell>
            <TableCell className="tabular-nums">
              {cap.refusedBags === 0 ? 'None' : `${cap.refusedBags} bags (${gramsToPounds(cap.refusedGrams)} lb)`}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
