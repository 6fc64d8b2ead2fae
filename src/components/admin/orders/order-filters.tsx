'use client';

import { Download, FilterX } from 'lucide-react';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { useCampaignOptions } from '@/hooks/api/admin-campaigns';
import { ordersExportUrl } from '@/hooks/api/admin-orders';
import { orderStatuses, paymentStatuses } from '@/lib/validation/admin-orders';
import { STATUS_LABELS } from '@/lib/labels/order-status';

/** The order list's filters, in the URL as `orders.<name>` (the dates sit above, with the statistics). */
export const ORDER_FILTERS = [
  'search',
  'orderStatus',
  'paymentStatus',
  'campaignId',
  'subAccountId',
  'startDate',
  'endDate',
] as const;
export type OrderFilterName = (typeof ORDER_FILTERS)[number];

const statusOptions = (values: readonly (keyof typeof STATUS_LABELS)[]) =>
  values.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** Search, order and payment status, campaign, Clear filters and the CSV download of what the filters match. */
export function OrderListFilters({
  filters,
  filtered,
  onChange,
  onClear,
}: {
  filters: Record<OrderFilterName, string>;
  filtered: boolean;
  onChange: (changes: Partial<Record<OrderFilterName, string>>) => void;
  onClear: () => void;
}) {
  const campaigns = useCampaignOptions();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label="Search orders"
        placeholder="Order #, name or e-mail"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        className="w-full sm:w-64"
      />
      <FilterSelect
        label="Order status"
        allLabel="All order statuses"
        value={filters.orderStatus}
        options={statusOptions(orderStatuses)}
        onChange={(orderStatus) => onChange({ orderStatus })}
        className="w-44"
      />
      <FilterSelect
        label="Payment status"
        allLabel="All payment statuses"
        value={filters.paymentStatus}
        options={statusOptions(paymentStatuses)}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
        className="w-48"
      />
      <FilterSelect
        label="Campaign"
        allLabel="All campaigns"
        value={filters.campaignId}
        options={(campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name }))}
        onChange={(campaignId) => onChange({ campaignId })}
        className="w-56"
      />
      {filtered ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <FilterX aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      <Button asChild variant="outline" className="ml-auto">
        <a href={ordersExportUrl(filters)} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </Button>
    </div>
  );
}
