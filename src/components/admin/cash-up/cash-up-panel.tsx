'use client';

import { Download } from 'lucide-react';
import { PanelCard } from '@/components/admin/panel-card';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { DataTable } from '@/components/data-table/data-table';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { Button } from '@/components/ui/button';
import { useCampaignOptions } from '@/hooks/api/admin-campaigns';
import { cashUpExportUrl, paymentsExportUrl, useCashUp, type CashUpQuery } from '@/hooks/api/cash-up';
import { cashUpRowColumns, cashUpRowId, collectorColumns, collectorRowId } from './cash-up-columns';
import { CashUpTotals } from './cash-up-totals';

const FILTERS = ['startDate', 'endDate', 'campaignId', 'collectorId'] as const;

/**
 * The Cash-up tab (issue 26): money received by shop day, method and collector, refunds and net, and each person's
 * handed-in beside what was credited to them; both CSVs follow the same filters (in the URL as `cashUp.<name>`).
 */
export function CashUpPanel() {
  const view = useListUrlState('cashUp', FILTERS);
  const { startDate, endDate, campaignId, collectorId } = view.filters;
  const query = Object.fromEntries(Object.entries(view.filters).filter(([, value]) => value !== '')) as CashUpQuery;
  const cashUp = useCashUp(query);
  const campaigns = useCampaignOptions();
  const data = cashUp.data;
  const collectorOptions = (data?.collectors ?? [])
    .filter((row) => row.collectorId !== null)
    .map((row) => ({ value: String(row.collectorId), label: row.collectorName }));

  return (
    <div className="space-y-6">
      <PanelCard
        title="Cash-up"
        description="Every payment and refund on the day it was received (New York time), cancelled orders included: the cash each person should hand in."
      >
        <div className="space-y-5">
          <div className="flex flex-wrap items-end gap-3">
            <DateRangeFilter
              labels={{ from: 'Received from', to: 'Received to' }}
              value={{ from: startDate, to: endDate }}
              onChange={({ from = startDate, to = endDate }) => view.update({ startDate: from, endDate: to })}
              inputClassName="w-44"
            />
            <FilterSelect
              label="Campaign"
              allLabel="All campaigns"
              value={campaignId}
              options={(campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name }))}
              onChange={(value) => view.update({ campaignId: value })}
              className="w-56"
            />
            <FilterSelect
              label="Collector"
              allLabel="All collectors"
              value={collectorId}
              options={collectorOptions}
              onChange={(value) => view.update({ collectorId: value })}
              className="w-48"
            />
            <ClearFiltersButton filtered={view.filtered} onClear={view.clearFilters} />
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Button asChild variant="outline">
                <a href={cashUpExportUrl(query)} download>
                  <Download aria-hidden="true" />
                  Cash-up CSV
                </a>
              </Button>
              <Button asChild variant="outline">
                <a href={paymentsExportUrl(query)} download>
                  <Download aria-hidden="true" />
                  Payments CSV
                </a>
              </Button>
            </div>
          </div>
          <CashUpTotals totals={data?.totals} />
        </div>
      </PanelCard>

      <PanelCard
        title="Per collector"
        description={
          data && data.collectorCount > data.collectors.length
            ? `Handed in: the money each person collected. Credited to them: what the orders credited to them brought in, whoever collected it. The first ${data.collectors.length.toLocaleString('en-US')} of ${data.collectorCount.toLocaleString('en-US')} people by name (the totals count everyone): choose a campaign to see its team.`
            : 'Handed in: the money each person collected. Credited to them: what the orders credited to them brought in, whoever collected it.'
        }
      >
        <DataTable
          columns={collectorColumns}
          data={data?.collectors}
          getRowId={collectorRowId}
          label="Cash per collector"
          caption="Money handed in by each collector beside the money on the orders credited to them"
          fetching={cashUp.isFetching}
          error={cashUp.error}
          onRetry={() => void cashUp.refetch()}
          empty="No payments were received in this range."
        />
      </PanelCard>

      <PanelCard
        title="By day, collector and method"
        description={
          data?.moreRows
            ? `Newest day first: the newest ${data.rows.length.toLocaleString('en-US')} rows, whole days (the totals count every day). Narrow the dates, or download the cash-up CSV for every row.`
            : 'Newest day first.'
        }
      >
        <DataTable
          columns={cashUpRowColumns}
          data={data?.rows}
          getRowId={cashUpRowId}
          label="Cash by day, collector and method"
          caption="Money received, refunded and net by day, collector and payment method"
          fetching={cashUp.isFetching}
          error={cashUp.error}
          onRetry={() => void cashUp.refetch()}
          empty="No payments were received in this range."
        />
      </PanelCard>
    </div>
  );
}
