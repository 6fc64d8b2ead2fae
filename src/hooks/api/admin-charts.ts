'use client';

import { chartKeys, type ChartRange } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminStatsEndpoints, type AdminCharts } from '@/lib/contracts/admin-stats';

export function useAdminCharts(
  range: ChartRange,
  { enabled = true, initialData }: { enabled?: boolean; initialData?: AdminCharts } = {},
) {
  return useQuery({
    queryKey: chartKeys.range(range),
    queryFn: () => callEndpoint(adminStatsEndpoints.charts, { query: range }),
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
