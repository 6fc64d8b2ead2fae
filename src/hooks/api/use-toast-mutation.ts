'use client';

import { useMutation, useQueryClient, type MutationKey, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage, REQUEST_FAILED } from '@/lib/api-client';
import { refetchKeys } from './refetch-after';

type Options<V, R> = {
  mutationFn: (variables: V) => Promise<R>;
  mutationKey?: MutationKey;
  /** The success toast; nothing when omitted. */
  success?: string | ((result: R, variables: V) => string);
  /** The error toast from the failure's message (the message itself by default). */
  failure?: (message: string) => string;
  /** The message when the server gave none. */
  fallbackError?: string;
  /** Failures the caller shows in place (no toast over its own words). */
  shownInPlace?: (error: unknown) => boolean;
  /** What the change makes stale (an event of ./refetch-after.ts), refetched whether it succeeded or not. */
  invalidates: QueryKey[] | ((variables: V) => QueryKey[]);
  onSuccess?: (result: R, variables: V) => void;
};

/** The admin's write pattern in one place: call, toast the outcome, then refetch what the change touches. */
export function useToastMutation<V = void, R = unknown>({
  mutationFn,
  mutationKey,
  success,
  failure = (message) => message,
  fallbackError = REQUEST_FAILED,
  shownInPlace,
  invalidates,
  onSuccess,
}: Options<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    mutationKey,
    onSuccess: (result, variables) => {
      onSuccess?.(result, variables);
      if (success) toast.success(typeof success === 'function' ? success(result, variables) : success);
    },
    onError: (error) => {
      if (!shownInPlace?.(error)) toast.error(failure(errorMessage(error, fallbackError)));
    },
    onSettled: (_result, _error, variables) =>
      refetchKeys(queryClient, typeof invalidates === 'function' ? invalidates(variables) : invalidates),
  });
}
