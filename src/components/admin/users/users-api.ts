'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import type { AdminCaptain, AdminUser, AssignableRole, CreateUserResponse, CreateUserValues } from '@/lib/validation/admin-users';

/* The Users panel's server state: the user and captain lists, and mutations that refetch them and toast (spec section 8). */

export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
export const ADMIN_CAPTAINS_KEY = ['admin', 'captains'] as const;

/** A failed call surfaces the body's error, else 'Request failed' (spec section 8). */
const REQUEST_FAILED = 'Request failed';
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : REQUEST_FAILED);

export function useAdminUsers() {
  return useQuery({
    queryKey: ADMIN_USERS_KEY,
    queryFn: () => apiFetch<AdminUser[]>('/_api/admin/users', { fallbackError: REQUEST_FAILED }),
  });
}

export function useCaptains({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ADMIN_CAPTAINS_KEY,
    queryFn: () => apiFetch<AdminCaptain[]>('/_api/admin/captains', { fallbackError: REQUEST_FAILED }),
    enabled,
  });
}

const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body: JSON.stringify(body), fallbackError: REQUEST_FAILED });

function useUserMutation<V, R>({ call, success }: { call: (variables: V) => Promise<R>; success: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => toast.success(success),
    onError: (error) => toast.error(messageOf(error)),
    // After every change, successful or not, the lists are refetched (spec section 4); roles change the captain list.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_CAPTAINS_KEY }),
      ]),
  });
}

export function useCreateUser() {
  return useUserMutation({
    call: async (values: CreateUserValues) => {
      const created = await post<CreateUserResponse>('/_api/admin/users', values);
      if (!created.welcomeEmailSent) {
        toast.warning('The welcome e-mail could not be sent. Ask the user to choose a password with "Forgot password?" on the sign-in page.');
      }
      return created;
    },
    success: 'User created successfully!',
  });
}

export function useDeleteUser() {
  return useUserMutation({ call: (userId: number) => post<unknown>('/_api/admin/user/delete', { userId }), success: 'User deleted successfully!' });
}

export function useUpdateUserRole() {
  return useUserMutation({
    call: (variables: { userId: number; newRole: AssignableRole }) => post<unknown>('/_api/admin/user/update-role', variables),
    success: 'User role updated successfully!',
  });
}
