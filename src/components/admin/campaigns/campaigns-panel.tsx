'use client';

import { Flame, MapPin, Plus } from 'lucide-react';
import Link from 'next/link';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { listQuery } from '@/components/data-table/list-view';
import { SearchInput } from '@/components/data-table/search-input';
import { urlListProps } from '@/components/data-table/url-list-props';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
import { useAdminCampaigns } from '@/hooks/api/admin-campaigns';
import { useDialogTarget } from '@/hooks/use-dialog-target';
import { CAMPAIGN_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import type { CampaignStatus } from '@/lib/validation/admin-campaigns';
import type { AdminCampaign } from '@/lib/contracts/admin-campaigns';
import { ADMIN_SHOP_PICKUP_PATH } from '@/lib/paths/plan';
import { ADMIN_ROAST_PLAN_PATH } from '@/lib/paths/roast-plan';
import { CampaignBalancesDialog } from './campaign-balances-dialog';
import { CampaignCapsDialog } from './campaign-caps-dialog';
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

const CAMPAIGN_FILTERS = ['search', 'status'] as const;
const VIEW = { sortable: CAMPAIGN_SORT_COLUMNS, defaultSort: '-createdAt' };
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] satisfies Array<{ value: CampaignStatus; label: string }>;

const CAMPAIGN_LIST_TEXTS = {
  label: 'Campaigns table',
  caption: 'Campaigns',
  empty: 'No campaigns found.',
  noMatch: 'No campaigns match these filters.',
};

/**
 * The Campaigns tab (spec admin.md section 2): Create New Campaign, search (name, URL slug, captain) and status
 * filter, one page of the table (page, sort and filters in the URL as `campaigns.<name>`) and the per-campaign
 * dialogs, opened from Edit or the row's "More actions" menu.
 */
export function CampaignsPanel() {
  const view = useListUrlState('campaigns', CAMPAIGN_FILTERS, VIEW);
  const campaigns = useAdminCampaigns(listQuery(view));
  const tableRef = useRef<HTMLDivElement>(null);
  const form = useDialogTarget<CampaignDialogTarget>(tableRef);
  const products = useDialogTarget<AdminCampaign>(tableRef);
  const participants = useDialogTarget<AdminCampaign>(tableRef);
  const balances = useDialogTarget<AdminCampaign>(tableRef);
  const batchLimits = useDialogTarget<AdminCampaign>(tableRef);

  const columns = campaignColumns({
    onCopy: (campaign) => campaign.slug && void copyUrl(campaign.slug),
    onEdit: (campaign) => form.open({ mode: 'edit', campaign }),
    onParticipants: participants.open,
    onProducts: products.open,
    onBalances: balances.open,
    onBatchLimits: batchLimits.open,
  });
  const { search, status } = view.filters;

  return (
    <PanelCard
      title="Campaigns"
      description="Fundraising campaigns, their captains, participants and products."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={ADMIN_ROAST_PLAN_PATH}>
              <Flame aria-hidden="true" />
              Roast plan
            </Link>
          </Button>
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
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchInput
            label="Search campaigns"
            placeholder="Name, URL or captain"
            value={search}
            onChange={(value) => view.update({ search: value })}
            className="w-full sm:w-64"
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => view.update({ status: value })}
            className="w-44"
          />
          <ClearFiltersButton filtered={view.filtered} onClear={view.clearFilters} />
        </div>
        <DataTable
          columns={columns}
          {...urlListProps(campaigns, 'campaigns', view, CAMPAIGN_LIST_TEXTS)}
          errorMessage={campaigns.error?.message || 'Request failed'}
          containerRef={tableRef}
          className="min-w-[56rem]"
          rowProps={(campaign) => ({ 'data-status': campaign.isActive ? 'active' : 'inactive' })}
          sorting={view.sorting}
        />
      </div>
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
      <CampaignCapsDialog
        campaign={batchLimits.target}
        onClose={batchLimits.close}
        contentProps={batchLimits.contentProps}
      />
    </PanelCard>
  );
}
