'use client';

import { CampaignBalances } from '@/components/balances/campaign-balances';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogShell, type TargetDialogProps } from '@/components/ui/dialog-shell';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { describeTeamShare } from '@/lib/team-share';

/** A campaign's outstanding balances: ordered, collected and outstanding, by method and per fundraiser. */
export function CampaignBalancesDialog({
  campaign,
  onClose,
  contentProps,
}: TargetDialogProps & { campaign: AdminCampaign | null }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {campaign ? (
        <DialogShell
          className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
          {...contentProps}
          title="Balances"
          description={
            <>
              What {campaign.name} has ordered, collected and still has to collect.
              {describeTeamShare(campaign) ? <> Team share: {describeTeamShare(campaign)}.</> : null}
            </>
          }
          footer={
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          }
        >
          <CampaignBalances key={campaign.id} scope="admin" campaignId={campaign.id} campaignName={campaign.name} />
        </DialogShell>
      ) : null}
    </Dialog>
  );
}
