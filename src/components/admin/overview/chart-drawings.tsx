'use client';

import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, LabelList, Pie, PieChart, XAxis, YAxis } from 'recharts';
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from '@/components/ui/chart';
import { formatCalendarDate, formatCents, formatCentsCompact } from '@/lib/format';
import type { AdminCharts } from '@/lib/contracts/admin-stats';
import type { ChartInterval } from '@/lib/validation/admin-charts';

/*
 * The Overview's drawings: the only module that imports Recharts, loaded with next/dynamic from overview-charts.tsx
 * so no other page ships it. Each drawing is decoration for sighted users: its card wraps it in role="img" with a
 * summary and carries a table of the same figures. Recharts' keyboard layer is off for that reason (a focusable
 * chart inside an image would be a trap with nothing to announce).
 */

const salesConfig = { orderedCents: { label: 'Sales', color: 'var(--chart-1)' } } satisfies ChartConfig;

export function SalesOverTimeChart({
  data,
  interval,
}: {
  data: AdminCharts['salesOverTime'];
  interval: ChartInterval;
}) {
  const periodLabel = (period: unknown) =>
    interval === 'week'
      ? `Week of ${formatCalendarDate(String(period), { year: true })}`
      : formatCalendarDate(String(period), { year: true });
  return (
    <ChartContainer config={salesConfig} className="h-64">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="period"
          tickLine={false}
          axisLine={false}
          minTickGap={24}
          tickFormatter={(period: string) => formatCalendarDate(period)}
        />
        <YAxis
          width={52}
          tickLine={false}
          axisLine={false}
          allowDecimals={false}
          tickFormatter={(cents: number) => formatCentsCompact(cents)}
        />
        <ChartTooltip
          content={(hovered) => (
            <ChartTooltipContent
              {...hovered}
              formatLabel={periodLabel}
              formatValue={formatCents}
              extra={(row) => <p className="text-muted-foreground">{String(row.orders)} orders</p>}
            />
          )}
        />
        <Area
          dataKey="orderedCents"
          type="linear"
          stroke="var(--color-orderedCents)"
          strokeWidth={2}
          fill="var(--color-orderedCents)"
          fillOpacity={0.2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartContainer>
  );
}

type Bars = Array<{ label: string; value: number }>;

const truncate = (text: string, max = 18) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars with the category names beside them and each value at the bar's end (readable at 390 px). */
export function HorizontalBarChart({
  data,
  seriesLabel,
  color,
  money,
}: {
  data: Bars;
  seriesLabel: string;
  color: string;
  /** Values are cents (formatted as money); otherwise plain counts. */
  money: boolean;
}) {
  const config = { value: { label: seriesLabel, color } } satisfies ChartConfig;
  const format = (value: number) => (money ? formatCents(value) : value.toLocaleString('en-US'));
  // Room for the longest value at the bars' end ("$1,917.52" was cut off by a fixed 72 px; issue 26): about 8 px a
  // character at the labels' size, plus the label's offset.
  const labelRoom = Math.max(48, ...data.map((row) => format(row.value).length * 8 + 12));
  return (
    <ChartContainer config={config} style={{ height: data.length * 40 + 16 }}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: labelRoom, bottom: 4, left: 0 }}
        barCategoryGap={8}
        accessibilityLayer={false}
      >
        <XAxis type="number" dataKey="value" hide domain={[(min: number) => Math.min(0, min), 'auto']} />
        <YAxis
          type="category"
          dataKey="label"
          width={124}
          tickLine={false}
          axisLine={false}
          interval={0}
          tickFormatter={(label: string) => truncate(label)}
        />
        <ChartTooltip cursor={false} content={(hovered) => <ChartTooltipContent {...hovered} formatValue={format} />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={4} isAnimationActive={false}>
          <LabelList
            dataKey="value"
            position="right"
            className="fill-foreground tabular-nums"
            formatter={(value: unknown) => format(Number(value))}
          />
        </Bar>
      </BarChart>
    </ChartContainer>
  );
}

const moneyConfig = {
  collected: { label: 'Collected', color: 'var(--chart-2)' },
  outstanding: { label: 'Outstanding', color: 'var(--chart-3)' },
} satisfies ChartConfig;

/** A donut of collected against outstanding, the share collected in its middle. */
export function CollectedDonut({ collectedCents, outstandingCents }: AdminCharts['collectedVsOutstanding']) {
  const total = collectedCents + outstandingCents;
  const share = total > 0 ? Math.round((collectedCents * 100) / total) : 0;
  // A zero slice would still draw its border as a stray line.
  const data = [
    { key: 'collected', value: collectedCents },
    { key: 'outstanding', value: outstandingCents },
  ].filter((slice) => slice.value > 0);
  return (
    <ChartContainer config={moneyConfig} className="mx-auto aspect-square h-48 max-w-48">
      <PieChart accessibilityLayer={false}>
        <ChartTooltip
          content={(hovered) => (
            <ChartTooltipContent {...hovered} formatLabel={() => 'Orders in range'} formatValue={formatCents} />
          )}
        />
        <Pie
          data={data}
          dataKey="value"
          nameKey="key"
          innerRadius="62%"
          outerRadius="100%"
          strokeWidth={2}
          stroke="var(--card)"
          rootTabIndex={-1}
          isAnimationActive={false}
        >
          {data.map((slice) => (
            <Cell key={slice.key} fill={`var(--color-${slice.key})`} />
          ))}
        </Pie>
        <text x="50%" y="50%" textAnchor="middle" dominantBaseline="middle" className="fill-foreground">
          <tspan x="50%" dy="-0.4em" className="text-2xl font-semibold">
            {share}%
          </tspan>
          <tspan x="50%" dy="1.6em" className="fill-muted-foreground text-xs">
            collected
          </tspan>
        </text>
      </PieChart>
    </ChartContainer>
  );
}
