'use client';

import { Download } from 'lucide-react';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { FilterSelect } from '@/components/data-table/filter-select';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { useCampaignOptions } from '@/hooks/api/admin-campaigns';
import { ordersExportUrl } from '@/hooks/api/admin-orders';
import { CANCELLED_MONEY_LABELS, PAYMENT_STATE_LABELS } from '@/lib/labels/order-status';
import { paymentStates } from '@/lib/payment-ledger';
import { cancelledMoneyFilters, NO_CAMPAIGN, orderStatuses } from '@/lib/validation/admin-orders';
import { FundraiserFilter } from './fundraiser-filter';
import { statusOptions } from './status-select';

/** The order list's filters, in the URL as `orders.<name>` (the dates sit above, with the statistics). */
export const ORDER_FILTERS = [
  'search',
  'orderStatus',
  'paymentStatus',
  'cancelledMoney',
  'campaignId',
  'subAccountId',
  'startDate',
  'endDate',
] as const;
export type OrderFilterName = (typeof ORDER_FILTERS)[number];

/**
 * Search, order status, payment state, campaign (or the shop's own orders), fundraiser, cancelled orders' money,
 * Clear filters and the CSV download of what the filters match.
 */
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
      label: 'Payment',
      allLabel: 'All payments',
      options: paymentStates.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
      className: 'w-40',
    },
    {
      name: 'campaignId',
      label: 'Campaign',
      allLabel: 'All campaigns',
      options: [
        { value: NO_CAMPAIGN, label: 'Shop orders (no campaign)' },
        ...(campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
      ],
      className: 'w-56',
    },
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchInput
        label="Search orders"
        placeholder="Order #, name, e-mail, phone or fundraiser"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        className="w-full sm:w-64"
      />
      {selects.map(({ name, ...select }) => (
        <FilterSelect
          key={name}
          {...select}
          value={filters[name]}
          // Another campaign's fundraiser would match nothing: choosing a campaign clears the fundraiser.
          onChange={(value) =>
            onChange(name === 'campaignId' ? { campaignId: value, subAccountId: '' } : { [name]: value })
          }
        />
      ))}
      <FundraiserFilter
        campaignId={filters.campaignId}
        value={filters.subAccountId}
        onChange={(subAccountId) => onChange({ subAccountId })}
      />
      <FilterSelect
        label="Cancelled orders' money"
        allLabel="Any"
        options={cancelledMoneyFilters.map((value) => ({ value, label: CANCELLED_MONEY_LABELS[value] }))}
        value={filters.cancelledMoney}
        onChange={(cancelledMoney) => onChange({ cancelledMoney })}
        className="w-52"
      />
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
