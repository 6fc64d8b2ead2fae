'use client';

import { chartKeys, type ChartRange } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminStatsEndpoints } from '@/lib/contracts/admin-stats';

export function useAdminCharts(range: ChartRange, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: chartKeys.range(range),
    queryFn: () => callEndpoint(adminStatsEndpoints.charts, { query: range }),
    enabled,
    // The previous range's charts stay on screen (aria-busy) while the next range loads.
    placeholderData: keepPreviousData,
  });
}
