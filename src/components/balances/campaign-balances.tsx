'use client';

import { useId } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ListError } from '@/components/data-table/list-error';
import type { BalanceScope } from '@/hooks/api/query-keys';
import { useCampaignBalances } from '@/hooks/api/balances';
import type { CampaignBalances as Balances } from '@/lib/contracts/balances';
import { BalanceFigures } from './balance-figures';
import { unsettledOrdersListPath } from '@/lib/paths/unsettled-orders';
import { BalancesByMethod } from './balances-by-method';
import { HeldMoney } from './held-money';
import { TeamOwed } from './team-owed';
import { fundraiserBalanceColumns, fundraiserBalanceRowId } from './fundraiser-balance-columns';

/**
 * A campaign's balances, for the admin or its captain (`scope` picks the endpoint; the server checks the caller):
 * the three figures, what each payment method brought in, and one row per fundraiser. One error with a retry stands
 * for the whole section; while loading, the figures and the table show skeletons.
 */
export function CampaignBalances({
  scope,
  campaignId,
  campaignName,
  initialData,
}: {
  scope: BalanceScope;
  campaignId: number;
  campaignName: string;
  initialData?: Balances;
}) {
  const balances = useCampaignBalances(scope, campaignId, initialData);
  const methodHeadingId = useId();
  const { data, error } = balances;

  if (error && !data) {
    return <ListError message={error.message || 'Request failed'} onRetry={() => void balances.refetch()} />;
  }
  return (
    // min-w-0: inside a dialog's grid the table scrolls in its own region instead of widening the dialog.
    <div className="min-w-0 space-y-5" aria-busy={balances.isFetching || undefined}>
      {error ? <ListError message={error.message} onRetry={() => void balances.refetch()} /> : null}
      <BalanceFigures figures={data} />
      {data?.held ? (
        <HeldMoney
          held={data.held}
          orders={data.held.unsettledOrders}
          linkOrders={scope === 'admin'}
          ordersHref={scope === 'admin' ? unsettledOrdersListPath(campaignId) : undefined}
        />
      ) : null}
      {data?.teamOwedCents !== undefined ? <TeamOwed cents={data.teamOwedCents} /> : null}
      {data ? <BalancesByMethod byMethod={data.byMethod} headingId={methodHeadingId} /> : null}
      <DataTable
        columns={fundraiserBalanceColumns}
        data={data?.fundraisers}
        getRowId={fundraiserBalanceRowId}
        label={`Balances per fundraiser, ${campaignName}`}
        caption={`Balances per fundraiser of ${campaignName}`}
        error={null}
        onRetry={() => void balances.refetch()}
        empty="No fundraisers in this campaign yet."
      />
    </div>
  );
}
