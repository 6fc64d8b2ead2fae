'use client';

import { auditKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { callEndpoint } from '@/lib/api-client';
import { adminAuditEndpoints as endpoints } from '@/lib/contracts/admin-audit';

/** The list's query as the URL keeps it: plain strings, empty for no filter. */
export type AuditListParams = QueryParams<
  typeof endpoints.list,
  'actorId' | 'entityType' | 'entityId' | 'action' | 'startDate' | 'endDate' | 'pageSize'
> &
  QueryParams<typeof endpoints.list, 'page', number>;

export function useAuditEntries(params: AuditListParams) {
  return useQuery({
    queryKey: auditKeys.list(params),
    queryFn: () => callEndpoint(endpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    // Other tabs' changes write entries: opening the tab again shows them.
    staleTime: 0,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors(),
    queryFn: async () => (await callEndpoint(endpoints.actors)).actors,
    staleTime: 0,
  });
}
