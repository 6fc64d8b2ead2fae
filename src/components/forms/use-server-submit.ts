'use client';

import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';

const UNEXPECTED_ERROR = 'An unexpected error occurred.';

type Options = {
  /** The message when the failure carries none. */
  fallback?: string;
  /** Turns what the call threw into the message: errorMessage by default, authErrorMessage for account forms. */
  describe?: (error: unknown, fallback: string) => string;
  /** Reports the message somewhere else as well (a toast). */
  onError?: (message: string) => void;
};

/**
 * A call to the server whose failure becomes a message to show (<FormError message={error} />): the message is
 * cleared when the next attempt starts. `attempt` rethrows, so the caller can still tell a failure apart.
 */
export function useServerError({ fallback = UNEXPECTED_ERROR, describe = errorMessage, onError }: Options = {}) {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
    } catch (caught) {
      const message = describe(caught, fallback);
      setError(message);
      onError?.(message);
      throw caught;
    }
  };
  return { error, setError, attempt };
}

/**
 * The submit handler of a react-hook-form form that calls the server: validates, runs `submit` with the parsed values
 * and turns a failure into `error` (and `onError`). A failed call leaves the form's `isSubmitSuccessful` false.
 * `submit` may also refuse without calling the server through its `setError` (an empty cart).
 */
export function useServerSubmit<TValues extends FieldValues, TTransformed>(
  form: UseFormReturn<TValues, unknown, TTransformed>,
  submit: (values: TTransformed, helpers: { setError: (message: string) => void }) => Promise<unknown>,
  options?: Options,
) {
  const { error, setError, attempt } = useServerError(options);
  const onSubmit = (event?: React.BaseSyntheticEvent) =>
    form
      .handleSubmit((values) => attempt(() => submit(values, { setError })))(event)
      // The failure is on screen already; rejecting marked the submit unsuccessful.
      .catch(() => {});
  return { error, onSubmit };
}

/** useServerSubmit for a form that answers in toasts: `success` once the call went through, the failure's message if not. */
export function useToastSubmit<TValues extends FieldValues, TTransformed>(
  form: UseFormReturn<TValues, unknown, TTransformed>,
  success: string,
  submit: (values: TTransformed) => Promise<unknown>,
) {
  const { onSubmit } = useServerSubmit(
    form,
    async (values) => {
      await submit(values);
      toast.success(success);
    },
    { onError: (message) => toast.error(message) },
  );
  return onSubmit;
}
