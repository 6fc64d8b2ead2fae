'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeysFactory } from '@/lib/query-keys';
import type { AdminCharts, ChartInterval } from '@/lib/validation/admin-charts';

/** The Overview charts' range as the API takes it: whole shop days, both ends included. */
export type ChartRange = { from: string; to: string; interval: ChartInterval };

/** Keyed by range; anything that moves money or orders (payments, statuses) may invalidate `chartKeys.all`. */
export const chartKeys = {
  ...queryKeysFactory('admin-charts'),
  range: (range: ChartRange) => ['admin-charts', 'range', range] as const,
};

export function useAdminCharts(
  range: ChartRange,
  { enabled = true, initialData }: { enabled?: boolean; initialData?: AdminCharts } = {},
) {
  return useQuery({
    queryKey: chartKeys.range(range),
    queryFn: () => apiFetch<AdminCharts>('/_api/admin/stats/charts', { query: range }),
    enabled,
    // The server's first answer, for the range it was drawn for only.
    initialData:
      initialData &&
      initialData.from === range.from &&
      initialData.to === range.to &&
      initialData.interval === range.interval
        ? initialData
        : undefined,
    // The previous range's charts stay on screen (aria-busy) while the next range loads.
    placeholderData: keepPreviousData,
  });
}
