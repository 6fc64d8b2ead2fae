'use client';

import { Download } from 'lucide-react';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { useCampaignOptions } from '@/hooks/api/admin-campaigns';
import { ordersExportUrl } from '@/hooks/api/admin-orders';
import { orderStatuses, paymentStatuses } from '@/lib/validation/admin-orders';
import { statusOptions } from './status-select';

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
  const selects = [
    {
      name: 'orderStatus',
      label: 'Order status',
      allLabel: 'All order statuses',
      options: statusOptions(orderStatuses),
      className: 'w-44',
    },
    {
      name: 'paymentStatus',
      label: 'Payment status',
      allLabel: 'All payment statuses',
      options: statusOptions(paymentStatuses),
      className: 'w-48',
    },
    {
      name: 'campaignId',
      label: 'Campaign',
      allLabel: 'All campaigns',
      options: (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
      className: 'w-56',
    },
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label="Search orders"
        placeholder="Order #, name or e-mail"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        className="w-full sm:w-64"
      />
      {selects.map(({ name, ...select }) => (
        <FilterSelect key={name} {...select} value={filters[name]} onChange={(value) => onChange({ [name]: value })} />
      ))}
      <ClearFiltersButton filtered={filtered} onClear={onClear} />
      <Button asChild variant="outline" className="ml-auto">
        <a href={ordersExportUrl(filters)} download>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </Button>
    </div>
  );
}
