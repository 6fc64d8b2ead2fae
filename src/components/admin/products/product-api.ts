'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api-client';
import type { AdminProduct, CreateProductInput } from '@/lib/validation/admin-products';

/* The Products panel's server state: one list query, and mutations that refetch it and toast (spec section 8). */

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/** Product calls fall back to 'Unknown error' when the server gives no message (spec section 8). */
const UNKNOWN_ERROR = 'Unknown error';
const UNKNOWN_PERMANENT_DELETE_ERROR = 'Unknown error during permanent deletion.';

const messageOf = (error: unknown, fallback = UNKNOWN_ERROR) => (error instanceof Error && error.message ? error.message : fallback);

export function useAdminProducts(initialData?: AdminProduct[]) {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: () => apiFetch<AdminProduct[]>('/_api/admin/products', { fallbackError: 'Request failed' }),
    initialData,
  });
}

function useProductMutation<V>({
  call,
  success,
  failure,
  fallback = UNKNOWN_ERROR,
}: {
  call: (variables: V) => Promise<unknown>;
  success: string;
  failure: string;
  fallback?: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => toast.success(success),
    onError: (error) => toast.error(`${failure}: ${messageOf(error, fallback)}`),
    // After every change, successful or not, the list is refetched (spec section 4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

const post = (path: string, body: unknown, fallbackError = UNKNOWN_ERROR) =>
  apiFetch<unknown>(path, { method: 'POST', body: JSON.stringify(body), fallbackError });

export function useCreateProduct() {
  return useProductMutation({
    call: (values: CreateProductInput) => post('/_api/admin/product', values),
    success: 'Product created successfully!',
    failure: 'Failed to create product',
  });
}

export function useUpdateProduct() {
  return useProductMutation({
    call: ({ id, values }: { id: number; values: CreateProductInput }) => post('/_api/admin/product/update', { id, ...values }),
    success: 'Product updated successfully!',
    failure: 'Failed to update product',
  });
}

export function useDeactivateProduct() {
  return useProductMutation({
    call: (id: number) => post('/_api/admin/product/delete', { id }),
    success: 'Product deactivated successfully.',
    failure: 'Failed to deactivate product',
  });
}

/** Restore is an update that sets isActive back to true. */
export function useRestoreProduct() {
  return useProductMutation({
    call: (id: number) => post('/_api/admin/product/update', { id, isActive: true }),
    success: 'Product restored successfully.',
    failure: 'Failed to restore product',
  });
}

export function usePermanentlyDeleteProduct() {
  return useProductMutation({
    call: (id: number) => post('/_api/admin/product/permanentdelete', { id }, UNKNOWN_PERMANENT_DELETE_ERROR),
    success: 'Product permanently deleted.',
    failure: 'Failed to permanently delete product',
    fallback: UNKNOWN_PERMANENT_DELETE_ERROR,
  });
}
