'use client';

import { useState } from 'react';
import { ListError } from '@/components/data-table/list-error';
import { useAdminCharts } from '@/hooks/api/admin-charts';
import { errorMessage } from '@/lib/api-client';
import type { ChartState } from './chart-card';
import { chartChoiceParams, presetDates, resolveChartRange, type ChartRangeChoice } from './chart-range';
import { ChartRangeControl } from './chart-range-control';
import {
  BagsByCoffeeSection,
  SalesByCampaignSection,
  SalesOverTimeSection,
  TopFundraisersSection,
} from './chart-sections';
import { CollectedSection } from './collected-section';

/** Writes the choice into the address bar (history.replaceState: Next keeps useSearchParams in step, no round trip). */
function keepInUrl(choice: ChartRangeChoice) {
  const next = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(chartChoiceParams(choice))) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  window.history.replaceState(null, '', query ? `${window.location.pathname}?${query}` : window.location.pathname);
}

/**
 * The Overview's charts below the four cards: a range control and five charts of one answer
 * (GET /_api/admin/stats/charts). `today` is the shop's date on the server, so both renders agree on the presets;
 * `initialChoice` is the range the URL names (chart-range.ts), kept in the URL as it changes.
 */
export function OverviewCharts({ today, initialChoice }: { today: string; initialChoice: ChartRangeChoice }) {
  const [choice, setChoice] = useState<ChartRangeChoice>(initialChoice);
  const resolved = resolveChartRange(choice, today);
  const valid = 'range' in resolved;
  const charts = useAdminCharts(valid ? resolved.range : { from: '', to: '', interval: 'day' }, {
    enabled: valid,
  });

  const change = (picked: ChartRangeChoice) => {
    // Custom dates start from the range on screen.
    const next =
      picked.preset === 'custom' && choice.preset !== 'custom' ? { ...picked, ...presetDates(choice, today) } : picked;
    setChoice(next);
    keepInUrl(next);
  };

  const state: ChartState = charts.data ? 'ready' : charts.isError ? 'error' : 'loading';
  // While the dates are being fixed, the last range's charts stay on screen, dimmed.
  const section = {
    data: charts.data,
    state,
    busy: charts.isPlaceholderData || !valid,
    onRetry: () => void charts.refetch(),
  };

  return (
    <section aria-labelledby="admin-charts-heading" className="mt-10 grid gap-5">
      <h2
        id="admin-charts-heading"
        className="font-sans text-sm font-semibold tracking-widest text-muted-foreground uppercase"
      >
        Charts
      </h2>
      <ChartRangeControl
        choice={choice}
        dayAllowed={valid ? resolved.dayAllowed : true}
        error={valid ? undefined : resolved.error}
        onChange={change}
      />
      {charts.isError && !charts.data ? (
        <ListError
          title="Could not load the charts."
          message={errorMessage(charts.error, 'Unknown error')}
          onRetry={() => void charts.refetch()}
        />
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <SalesOverTimeSection {...section} />
        <SalesByCampaignSection {...section} />
        <BagsByCoffeeSection {...section} />
        <TopFundraisersSection {...section} />
        <CollectedSection {...section} />
      </div>
    </section>
  );
}
