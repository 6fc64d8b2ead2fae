'use client';

import { mailOutboxKeys } from './query-keys';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminMailOutboxEndpoints as endpoints } from '@/lib/contracts/admin-mail-outbox';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

export function useMailOutbox() {
  return useQuery({
    queryKey: mailOutboxKeys.list({ page: 1 }),
    queryFn: () => callEndpoint(endpoints.summary),
    // A retry is sent within seconds: the count follows without a reload.
    refetchInterval: (query) => ((query.state.data?.counts.pending ?? 0) > 0 ? 10_000 : false),
  });
}

/** Sends every failed e-mail again. */
export function useRetryFailedMail() {
  return useToastMutation({
    mutationFn: () => callEndpoint(endpoints.retry, { body: {} }),
    success: (result) => result.message,
    invalidates: refetchAfter.mailRetry(),
  });
}
