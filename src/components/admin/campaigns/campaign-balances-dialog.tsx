'use client';

import { CampaignBalances } from '@/components/balances/campaign-balances';
import { describeTeamShare } from '@/lib/team-share';
import { CampaignCloseDialog, type CampaignDialogProps } from './campaign-close-dialog';

/** A campaign's outstanding balances: ordered, collected and outstanding, by method and per fundraiser. */
export function CampaignBalancesDialog(props: CampaignDialogProps) {
  return (
    <CampaignCloseDialog
      {...props}
      title="Balances"
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      description={(campaign) => (
        <>
          What {campaign.name} has ordered, collected and still has to collect.
          {describeTeamShare(campaign) ? <> Team share: {describeTeamShare(campaign)}.</> : null}
        </>
      )}
    >
      {(campaign) => (
        <CampaignBalances key={campaign.id} scope="admin" campaignId={campaign.id} campaignName={campaign.name} />
      )}
    </CampaignCloseDialog>
  );
}
