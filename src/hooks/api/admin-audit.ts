'use client';

import { auditKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminAuditEndpoints as endpoints } from '@/lib/contracts/admin-audit';

/** The list's query as the URL keeps it: plain strings, empty for no filter. */
export type AuditListParams = {
  actorId: string;
  entityType: string;
  entityId: string;
  action: string;
  startDate: string;
  endDate: string;
  page: number;
  pageSize: string;
};

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
