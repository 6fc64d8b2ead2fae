'use client';

import { auditKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AuditActorOption, AuditPage } from '@/lib/validation/admin-audit';

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
    queryFn: () => apiFetch<AuditPage>('/_api/admin/audit', { query: params }),
    placeholderData: keepPreviousData,
    // Other tabs' changes write entries: opening the tab again shows them.
    staleTime: 0,
  });
}

export function useAuditActors() {
  return useQuery({
    queryKey: auditKeys.actors(),
    queryFn: async () => (await apiFetch<{ actors: AuditActorOption[] }>('/_api/admin/audit/actors')).actors,
    staleTime: 0,
  });
}
