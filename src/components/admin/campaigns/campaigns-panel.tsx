'use client';

import { MapPin, Plus } from 'lucide-react';
import Link from 'next/link';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { DataTable, pagedQueryProps } from '@/components/data-table/data-table';
import { listQuery } from '@/components/data-table/list-view';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
import { useAdminCampaigns } from '@/hooks/api/admin-campaigns';
import { useDialogTarget } from '@/hooks/use-dialog-target';
import { CAMPAIGN_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { ADMIN_SHOP_PICKUP_PATH } from '@/lib/paths/plan';
import { CampaignBalancesDialog } from './campaign-balances-dialog';
import { campaignColumns, campaignPath } from './campaign-columns';
import { CampaignFormDialog, type CampaignDialogTarget } from './campaign-form-dialog';
import { CampaignParticipantsDialog } from './campaign-participants-dialog';
import { CampaignProductsDialog } from './campaign-products-dialog';

async function copyUrl(slug: string) {
  try {
    await navigator.clipboard.writeText(new URL(campaignPath(slug), window.location.origin).toString());
    toast.success('URL copied to clipboard!');
  } catch {
    toast.error('Failed to copy URL');
  }
}

const NO_FILTERS = [] as const;
const VIEW = { sortable: CAMPAIGN_SORT_COLUMNS, defaultSort: '-createdAt' };

/**
 * The Campaigns tab (spec admin.md section 2): Create New Campaign, one page of the table (page and sort in the URL
 * as `campaigns.<name>`) and the per-campaign dialogs.
 */
export function CampaignsPanel() {
  const view = useListUrlState('campaigns', NO_FILTERS, VIEW);
  const campaigns = useAdminCampaigns(listQuery(view));
  const tableRef = useRef<HTMLDivElement>(null);
  const form = useDialogTarget<CampaignDialogTarget>(tableRef);
  const products = useDialogTarget<AdminCampaign>(tableRef);
  const participants = useDialogTarget<AdminCampaign>(tableRef);
  const balances = useDialogTarget<AdminCampaign>(tableRef);

  const columns = campaignColumns({
    onCopy: (campaign) => campaign.slug && void copyUrl(campaign.slug),
    onEdit: (campaign) => form.open({ mode: 'edit', campaign }),
    onParticipants: participants.open,
    onProducts: products.open,
    onBalances: balances.open,
  });

  return (
    <PanelCard
      title="Campaigns"
      description="Fundraising campaigns, their captains, participants and products."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={ADMIN_SHOP_PICKUP_PATH}>
              <MapPin aria-hidden="true" />
              Shop pickup options
            </Link>
          </Button>
          <Button type="button" onClick={() => form.open({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Create New Campaign
          </Button>
        </div>
      }
    >
      <DataTable
        columns={columns}
        {...pagedQueryProps(campaigns, 'campaigns')}
        label="Campaigns table"
        fetching={campaigns.isPlaceholderData}
        caption="Campaigns"
        errorMessage={campaigns.error?.message || 'Request failed'}
        empty="No campaigns found."
        containerRef={tableRef}
        className="min-w-[64rem]"
        rowProps={(campaign) => ({ 'data-status': campaign.isActive ? 'active' : 'inactive' })}
        sorting={view.sorting}
        pagination={campaigns.data ? view.pagination(campaigns.data.total) : undefined}
      />
      <CampaignFormDialog target={form.target} onClose={form.close} contentProps={form.contentProps} />
      <CampaignProductsDialog
        campaign={products.target}
        onClose={products.close}
        contentProps={products.contentProps}
      />
      <CampaignParticipantsDialog
        campaign={participants.target}
        onClose={participants.close}
        contentProps={participants.contentProps}
      />
      <CampaignBalancesDialog
        campaign={balances.target}
        onClose={balances.close}
        contentProps={balances.contentProps}
      />
    </PanelCard>
  );
}
