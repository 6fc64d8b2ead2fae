'use client';

import { accountKeys } from './query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setSessionUser, type AuthUser } from '@/hooks/session-store';
import { apiFetch } from '@/lib/api-client';
import type { ForgotPasswordInput, LoginInput, RegisterInput } from '@/lib/validation/auth';
import type { FundraiserSettingsJson, UpdateSettingsInput } from '@/lib/validation/settings';
import type { UpdateProfileInput } from '@/lib/validation/users';

/** A call that answers the signed-in user: the session store takes it at once. */
function useSignInMutation<V>(path: string, fallbackError: string, toBody: (variables: V) => unknown = (v) => v) {
  return useMutation({
    mutationFn: (variables: V) => apiFetch<{ user: AuthUser }>(path, { body: toBody(variables), fallbackError }),
    onSuccess: ({ user }) => setSessionUser(user),
  });
}

export const useLogin = () => useSignInMutation<LoginInput>('/_api/auth/login_with_password', 'Login failed');
export const useRegister = () =>
  useSignInMutation<RegisterInput>('/_api/auth/register_with_password', 'Registration failed');
export const useResetPassword = () =>
  useSignInMutation<{ token: string; password: string }>('/_api/auth/reset-password', 'Failed to reset password.');

export function useForgotPassword() {
  return useMutation({
    mutationFn: (values: ForgotPasswordInput) =>
      apiFetch<{ message: string }>('/_api/auth/forgot-password', {
        body: values,
        fallbackError: 'Failed to request password reset.',
      }),
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (values: UpdateProfileInput) =>
      apiFetch<{ user: AuthUser }>('/_api/users/profile', { body: values, fallbackError: 'Failed to update profile' }),
    onSuccess: ({ user }) => setSessionUser(user),
  });
}

export function useFundraiserSettings(initialData: FundraiserSettingsJson) {
  return useQuery({
    queryKey: accountKeys.settings,
    queryFn: async () =>
      (
        await apiFetch<{ settings: FundraiserSettingsJson }>('/_api/users/settings', {
          fallbackError: 'Failed to fetch settings',
        })
      ).settings,
    initialData,
    staleTime: 5 * 60_000,
  });
}

export function useSaveFundraiserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateSettingsInput) =>
      apiFetch<{ settings: FundraiserSettingsJson }>('/_api/users/settings', {
        body: request,
        fallbackError: 'Failed to update settings',
      }),
    onSuccess: ({ settings }) => queryClient.setQueryData(accountKeys.settings, settings),
  });
}
