'use client';

import { userKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { callEndpoint, endpointUrl } from '@/lib/api-client';
import { adminUserEndpoints as endpoints } from '@/lib/contracts/admin-users';
import type { CreateUserInput, UpdateUserRoleInput } from '@/lib/validation/admin-users';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** The user list's filters as the API takes them (empty ones left out). */
export type UserFilters = Partial<QueryParams<List, 'search' | 'role'>>;
export type UserListQuery = UserFilters &
  QueryParams<List, 'page' | 'pageSize', number> &
  Partial<QueryParams<List, 'sort'>>;
type List = typeof endpoints.list;

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => callEndpoint(endpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of every user the filters match (a plain link). */
export const usersExportUrl = (filters: UserFilters) => endpointUrl(endpoints.export, filters);

export function useCaptains({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: userKeys.captains(),
    queryFn: () => callEndpoint(endpoints.captains),
    enabled,
  });
}

export function useCreateUser() {
  return useToastMutation({
    mutationFn: (values: CreateUserInput) => callEndpoint(endpoints.create, { body: values }),
    onSuccess: (created) => {
      if (!created.welcomeEmailSent) {
        toast.warning(
          'The welcome e-mail could not be sent. Ask the user to choose a password with "Forgot password?" on the sign-in page.',
        );
      }
    },
    success: 'User created successfully!',
    invalidates: refetchAfter.userChange(),
  });
}

export function useDeleteUser() {
  return useToastMutation({
    mutationFn: (userId: number) => callEndpoint(endpoints.delete, { body: { userId } }),
    success: 'User deleted successfully!',
    invalidates: refetchAfter.userChange(),
  });
}

export function useUpdateUserRole() {
  return useToastMutation({
    mutationFn: (variables: UpdateUserRoleInput) => callEndpoint(endpoints.updateRole, { body: variables }),
    success: 'User role updated successfully!',
    invalidates: refetchAfter.userChange(),
  });
}
