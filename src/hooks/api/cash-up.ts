'use client';

import { cashUpKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { cashUpEndpoints as endpoints } from '@/lib/contracts/cash-up';
import type { QueryParams } from '@/lib/contracts/endpoint';

/** The cash-up's filters as the API takes them (empty ones left out). */
export type CashUpQuery = Partial<
  QueryParams<typeof endpoints.cashUp, 'startDate' | 'endDate' | 'campaignId' | 'collectorId'>
>;

export function useCashUp(query: CashUpQuery) {
  return useQuery({
    queryKey: cashUpKeys.list(query),
    queryFn: () => callEndpoint(endpoints.cashUp, { query, fallbackError: 'Failed to load the cash-up' }),
    placeholderData: keepPreviousData,
  });
}

/** The downloads of what the filters match (plain links: the browser downloads them). */
export const cashUpExportUrl = (query: CashUpQuery) => endpointUrl(endpoints.export, query);
export const paymentsExportUrl = (query: CashUpQuery) => endpointUrl(endpoints.paymentsExport, query);
