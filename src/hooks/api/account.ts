'use client';

import { accountKeys } from './query-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setSessionUser } from '@/hooks/session-store';
import { callEndpoint } from '@/lib/api-client';
import { accountEndpoints, type FundraiserSettingsJson } from '@/lib/contracts/account';
import { authEndpoints, type SignedIn } from '@/lib/contracts/auth';
import type { BodyInput } from '@/lib/contracts/endpoint';

type Auth = typeof authEndpoints;

/** A call that answers the signed-in user: the session store takes it at once. */
function useSignInMutation<V>(call: (variables: V) => Promise<SignedIn>) {
  return useMutation({ mutationFn: call, onSuccess: ({ user }) => setSessionUser(user) });
}

export const useLogin = () =>
  useSignInMutation((body: BodyInput<Auth['login']>) =>
    callEndpoint(authEndpoints.login, { body, fallbackError: 'Login failed' }),
  );
export const useRegister = () =>
  useSignInMutation((body: BodyInput<Auth['register']>) =>
    callEndpoint(authEndpoints.register, { body, fallbackError: 'Registration failed' }),
  );
export const useResetPassword = () =>
  useSignInMutation((body: BodyInput<Auth['resetPassword']>) =>
    callEndpoint(authEndpoints.resetPassword, { body, fallbackError: 'Failed to reset password.' }),
  );

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: BodyInput<Auth['forgotPassword']>) =>
      callEndpoint(authEndpoints.forgotPassword, { body, fallbackError: 'Failed to request password reset.' }),
  });
}

export function useUpdateProfile() {
  return useSignInMutation((body: BodyInput<typeof accountEndpoints.updateProfile>) =>
    callEndpoint(accountEndpoints.updateProfile, { body, fallbackError: 'Failed to update profile' }),
  );
}

/** The settings of one of the person's pages (issue 27): the page of `campaignId`, else the default page. */
export function useFundraiserSettings(initialData: FundraiserSettingsJson, campaignId?: number) {
  return useQuery({
    queryKey: accountKeys.pageSettings(campaignId),
    queryFn: async () =>
      (
        await callEndpoint(accountEndpoints.settings, {
          query: campaignId === undefined ? {} : { campaignId },
          fallbackError: 'Failed to fetch settings',
        })
      ).settings,
    initialData,
    staleTime: 5 * 60_000,
  });
}

export function useSaveFundraiserSettings(campaignId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof accountEndpoints.saveSettings>) =>
      callEndpoint(accountEndpoints.saveSettings, {
        body: campaignId === undefined ? body : { ...body, campaignId },
        fallbackError: 'Failed to update settings',
      }),
    onSuccess: ({ settings }) => queryClient.setQueryData(accountKeys.pageSettings(campaignId), settings),
  });
}
