'use client';

import { createContext, use, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import { cn } from '@/lib/utils';

/*
 * shadcn-style chart parts over Recharts. A chart names its series in a ChartConfig; the container turns each
 * series' colour into a CSS variable `--color-<key>` (set as a style attribute, so the page's CSP needs no <style>),
 * and the chart's elements paint with `var(--color-<key>)`. Colours come from the theme (`var(--chart-1)`, ...).
 * Import this module only from lazily loaded code: it pulls Recharts in.
 */

export type ChartConfig = Record<string, { label: string; color?: string }>;

const ChartContext = createContext<ChartConfig | null>(null);

export function useChartConfig(): ChartConfig {
  const config = use(ChartContext);
  if (!config) throw new Error('useChartConfig must be used inside a <ChartContainer />');
  return config;
}

export function ChartContainer({
  config,
  className,
  style,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & { config: ChartConfig; children: ReactElement }) {
  const colors = Object.fromEntries(
    Object.entries(config).flatMap(([key, item]) => (item.color ? [[`--color-${key}`, item.color]] : [])),
  ) as CSSProperties;
  return (
    <ChartContext value={config}>
      <div
        data-slot="chart"
        className={cn(
          'w-full text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border',
          '[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border [&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted',
          '[&_.recharts-sector]:outline-hidden [&_.recharts-surface]:outline-hidden',
          className,
        )}
        style={{ ...colors, ...style }}
        {...props}
      >
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </ChartContext>
  );
}

export const ChartTooltip = Tooltip;

type Entry = TooltipContentProps['payload'][number];

/** The tooltip box: a heading (the category or period) and one row per series with its colour and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatLabel = (value) => String(value ?? ''),
  formatValue = (value) => String(value),
  extra,
}: Partial<Pick<TooltipContentProps, 'active' | 'payload' | 'label'>> & {
  formatLabel?: (label: string | number | undefined, entry: Entry | undefined) => ReactNode;
  formatValue?: (value: number, key: string) => ReactNode;
  /** More lines under the values (e.g. the number of orders), from the hovered row. */
  extra?: (row: Record<string, unknown>) => ReactNode;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  const first = payload[0];
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-semibold">{formatLabel(label, first)}</p>
      {payload.map((entry) => {
        const key = String(entry.dataKey ?? entry.name ?? '');
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-xs"
              style={{ background: entry.color ?? `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{config[key]?.label ?? key}</span>
            <span className="ml-auto font-semibold tabular-nums">{formatValue(Number(entry.value), key)}</span>
          </div>
        );
      })}
      {extra && first?.payload ? extra(first.payload as Record<string, unknown>) : null}
    </div>
  );
}
