'use client';

import { formatCents } from '@/lib/format';
import { chartPaymentMethods, type ChartPaymentMethod } from '@/lib/contracts/admin-stats';
import { ChartCard } from './chart-card';
import { stateFor, type SectionProps } from './chart-sections';
import { FigureTable } from './figure-table';
import { CollectedDonut, HorizontalBarChart } from './lazy-drawings';

const METHOD_LABELS: Record<ChartPaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  paypal: 'PayPal',
  card_reader: 'Card reader',
  other: 'Other',
};

/** Collected against outstanding for the range's orders, and what was collected by each method. */
export function CollectedSection(props: SectionProps) {
  const money = props.data?.collectedVsOutstanding;
  const methods = money
    ? chartPaymentMethods
        .filter((method) => money.byMethod[method] !== 0)
        .map((method) => ({ key: method, label: METHOD_LABELS[method], value: money.byMethod[method] }))
    : [];
  return (
    <ChartCard
      title="Collected vs outstanding"
      description="Payments recorded for the orders placed in the range (refunds subtracted), and what is still owed."
      {...props}
      state={stateFor(
        props,
        (d) => d.collectedVsOutstanding.collectedCents + d.collectedVsOutstanding.outstandingCents === 0,
      )}
      emptyText="No orders in this range."
      summary={
        money
          ? `${formatCents(money.collectedCents)} collected and ${formatCents(money.outstandingCents)} outstanding${methods.length ? `; collected by ${methods.map((row) => `${row.label} ${formatCents(row.value)}`).join(', ')}` : ''}.`
          : ''
      }
      chart={
        money ? (
          <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
            <div>
              <CollectedDonut {...money} />
              <ul className="mt-3 grid gap-1 text-sm" aria-hidden="true">
                <Legend color="var(--chart-2)" label="Collected" value={formatCents(money.collectedCents)} />
                <Legend color="var(--chart-3)" label="Outstanding" value={formatCents(money.outstandingCents)} />
              </ul>
            </div>
            {methods.length ? (
              <div>
                <p className="mb-2 text-sm font-medium">Collected by method</p>
                <HorizontalBarChart data={methods} money color="var(--chart-2)" seriesLabel="Collected" />
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
            )}
          </div>
        ) : null
      }
      table={
        money ? (
          <FigureTable
            caption="Collected vs outstanding, and collected by method"
            columns={[{ header: 'Figure' }, { header: 'Amount', numeric: true }]}
            rows={[
              { key: 'collected', cells: ['Collected', formatCents(money.collectedCents)] },
              { key: 'outstanding', cells: ['Outstanding', formatCents(money.outstandingCents)] },
              ...chartPaymentMethods.map((method) => ({
                key: method,
                cells: [`Collected by ${METHOD_LABELS[method]}`, formatCents(money.byMethod[method])],
              })),
            ]}
          />
        ) : null
      }
    />
  );
}

function Legend({ color, label, value }: { color: string; label: string; value: string }) {
  return (
    <li className="flex items-center gap-2">
      <span className="size-3 shrink-0 rounded-xs" style={{ background: color }} />
      <span className="text-muted-foreground">{label}</span>
      <span className="ml-auto font-semibold tabular-nums">{value}</span>
    </li>
  );
}
