'use client';

import { formatCalendarDate, formatCents } from '@/lib/format';
import type { AdminCharts } from '@/lib/contracts/admin-stats';
import { ChartCard, type ChartState } from './chart-card';
import { FigureTable, type FigureColumn } from './figure-table';
import { HorizontalBarChart, SalesOverTimeChart } from './lazy-drawings';

/* Four of the Overview's charts (the fifth, collected vs outstanding, is in collected-section.tsx). */

/** Bars drawn per chart; the table under each lists every row. */
const MAX_BARS = 10;

export type SectionProps = { data: AdminCharts | undefined; state: ChartState; busy: boolean; onRetry: () => void };

export const stateFor = (props: SectionProps, empty: (data: AdminCharts) => boolean): ChartState =>
  props.state === 'ready' && props.data && empty(props.data) ? 'empty' : props.state;

const listed = (items: string[]) =>
  items.length > 5 ? `${items.slice(0, 5).join(', ')} and ${items.length - 5} more` : items.join(', ');

export function SalesOverTimeSection(props: SectionProps) {
  const { data } = props;
  const per = data?.interval === 'week' ? 'week' : 'day';
  const periodName = (period: string) =>
    per === 'week'
      ? `Week of ${formatCalendarDate(period, { year: true })}`
      : formatCalendarDate(period, { year: true });
  const rows = data?.salesOverTime ?? [];
  const best = rows.reduce((top, row) => (row.orderedCents > (top?.orderedCents ?? 0) ? row : top), rows[0]);
  const rangeText = data
    ? `${formatCalendarDate(data.from, { year: true })} to ${formatCalendarDate(data.to, { year: true })}`
    : '';
  return (
    <ChartCard
      title={`Sales per ${per}`}
      description="Orders placed (not cancelled), by the day they were placed in shop time."
      className="lg:col-span-2"
      {...props}
      state={stateFor(props, (d) => d.salesOverTime.every((row) => row.orders === 0))}
      emptyText="No orders in this range."
      summary={`Sales per ${per} from ${rangeText}; the highest ${per} was ${best ? `${periodName(best.period)} with ${formatCents(best.orderedCents)}` : 'none'}. The table lists every ${per}.`}
      chart={data ? <SalesOverTimeChart data={data.salesOverTime} interval={data.interval} /> : null}
      table={
        <FigureTable
          caption={`Sales per ${per}, ${rangeText}`}
          columns={[
            { header: per === 'week' ? 'Week of' : 'Day' },
            { header: 'Orders', numeric: true },
            { header: 'Sales', numeric: true },
          ]}
          rows={rows.map((row) => ({
            key: row.period,
            cells: [periodName(row.period), row.orders.toLocaleString('en-US'), formatCents(row.orderedCents)],
          }))}
        />
      }
    />
  );
}

/** A named list of amounts (campaigns, coffees, fundraisers) as bars and as a table. */
function BarsSection({
  title,
  description,
  emptyText,
  rows,
  money,
  color,
  seriesLabel,
  nameHeader,
  extraColumns = [],
  ...props
}: SectionProps & {
  title: string;
  description: string;
  emptyText: string;
  rows: Array<{ key: string; label: string; value: number; extra?: string[] }>;
  money: boolean;
  color: string;
  seriesLabel: string;
  nameHeader: string;
  extraColumns?: FigureColumn[];
}) {
  const format = (value: number) => (money ? formatCents(value) : value.toLocaleString('en-US'));
  const drawn = rows.slice(0, MAX_BARS);
  return (
    <ChartCard
      title={title}
      description={
        rows.length > MAX_BARS
          ? `${description} The ${MAX_BARS} largest of ${rows.length}; the table lists all.`
          : description
      }
      {...props}
      state={props.state === 'ready' && rows.length === 0 ? 'empty' : props.state}
      emptyText={emptyText}
      summary={`${title}: ${listed(rows.map((row) => `${row.label} ${format(row.value)}`))}.`}
      chart={<HorizontalBarChart data={drawn} money={money} color={color} seriesLabel={seriesLabel} />}
      table={
        <FigureTable
          caption={title}
          columns={[{ header: nameHeader }, ...extraColumns, { header: seriesLabel, numeric: true }]}
          rows={rows.map((row) => ({ key: row.key, cells: [row.label, ...(row.extra ?? []), format(row.value)] }))}
        />
      }
    />
  );
}

export function SalesByCampaignSection(props: SectionProps) {
  return (
    <BarsSection
      {...props}
      title="Sales by campaign"
      description="Orders credited to each campaign, and the shop's own orders."
      emptyText="No sales in this range."
      rows={(props.data?.salesByCampaign ?? []).map((row) => ({
        key: String(row.campaignId),
        label: row.name,
        value: row.orderedCents,
      }))}
      money
      color="var(--chart-1)"
      seriesLabel="Sales"
      nameHeader="Campaign"
    />
  );
}

export function BagsByCoffeeSection(props: SectionProps) {
  return (
    <BarsSection
      {...props}
      title="Bags by coffee"
      description="Bags ordered of each coffee."
      emptyText="No bags ordered in this range."
      rows={(props.data?.bagsByCoffee ?? []).map((row) => ({
        key: `${row.productId}-${row.name}`,
        label: row.name,
        value: row.bags,
      }))}
      money={false}
      color="var(--chart-4)"
      seriesLabel="Bags"
      nameHeader="Coffee"
    />
  );
}

export function TopFundraisersSection(props: SectionProps) {
  return (
    <BarsSection
      {...props}
      title="Top fundraisers"
      description="The ten fundraisers who sold most, per campaign."
      emptyText="No sales credited to fundraisers in this range."
      rows={(props.data?.topFundraisers ?? []).map((row) => ({
        key: `${row.userId}-${row.campaignId}`,
        label: row.displayName,
        value: row.orderedCents,
        extra: [row.campaignName ?? 'No campaign', row.bags.toLocaleString('en-US')],
      }))}
      money
      color="var(--chart-5)"
      seriesLabel="Sales"
      nameHeader="Fundraiser"
      extraColumns={[{ header: 'Campaign' }, { header: 'Bags', numeric: true }]}
    />
  );
}
