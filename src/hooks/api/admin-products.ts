'use client';

import { productKeys } from './query-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '@/lib/contracts/endpoint';
import { callEndpoint, fetchEveryPage } from '@/lib/api-client';
import { adminProductEndpoints as endpoints, type AdminProductList } from '@/lib/contracts/admin-products';
import type { CreateProductInput } from '@/lib/validation/admin-products';
import { refetchAfter } from './refetch-after';
import { useToastMutation } from './use-toast-mutation';

/** Product calls fall back to 'Unknown error' when the server gives no message (spec admin section 8). */
const UNKNOWN_ERROR = 'Unknown error';
const UNKNOWN_PERMANENT_DELETE_ERROR = 'Unknown error during permanent deletion.';

/** One page of the list: `status` (active, inactive, all), `page`, `pageSize` and `sort` (absent: newest first). */
export type ProductListQuery = QueryParams<List, 'status'> &
  QueryParams<List, 'page' | 'pageSize', number> &
  Partial<QueryParams<List, 'sort'>>;
type List = typeof endpoints.list;

/** The first page as the dashboard page rendered it, for the query it answers. */
export type InitialProducts = { query: ProductListQuery; data: AdminProductList };

const sameQuery = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export function useAdminProducts(query: ProductListQuery, initial?: InitialProducts) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => callEndpoint(endpoints.list, { query }),
    initialData: initial && sameQuery(initial.query, query) ? initial.data : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every product, active and inactive, by name (the Manage Products checkboxes must list them all). */
export function useAllAdminProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productKeys.list({ every: true }),
    queryFn: () => fetchEveryPage(endpoints.list, 'products', { status: 'all', sort: 'name' }),
    enabled,
  });
}

const productWrite = <V>(options: {
  call: (variables: V) => Promise<unknown>;
  success: string;
  failure: string;
  fallback?: string;
}) => ({
  mutationFn: options.call,
  success: options.success,
  failure: (message: string) => `${options.failure}: ${message}`,
  fallbackError: options.fallback ?? UNKNOWN_ERROR,
  invalidates: refetchAfter.productChange(),
});

export function useCreateProduct() {
  return useToastMutation(
    productWrite({
      call: (values: CreateProductInput) =>
        callEndpoint(endpoints.create, { body: values, fallbackError: UNKNOWN_ERROR }),
      success: 'Product created successfully!',
      failure: 'Failed to create product',
    }),
  );
}

export function useUpdateProduct() {
  return useToastMutation(
    productWrite({
      call: ({ id, values }: { id: number; values: CreateProductInput }) =>
        callEndpoint(endpoints.update, { body: { id, ...values }, fallbackError: UNKNOWN_ERROR }),
      success: 'Product updated successfully!',
      failure: 'Failed to update product',
    }),
  );
}

export function useDeactivateProduct() {
  return useToastMutation(
    productWrite({
      call: (id: number) => callEndpoint(endpoints.deactivate, { body: { id }, fallbackError: UNKNOWN_ERROR }),
      success: 'Product deactivated successfully.',
      failure: 'Failed to deactivate product',
    }),
  );
}

/** Restore is an update that sets isActive back to true. */
export function useRestoreProduct() {
  return useToastMutation(
    productWrite({
      call: (id: number) =>
        callEndpoint(endpoints.update, { body: { id, isActive: true }, fallbackError: UNKNOWN_ERROR }),
      success: 'Product restored successfully.',
      failure: 'Failed to restore product',
    }),
  );
}

export function usePermanentlyDeleteProduct() {
  return useToastMutation(
    productWrite({
      call: (id: number) =>
        callEndpoint(endpoints.permanentDelete, { body: { id }, fallbackError: UNKNOWN_PERMANENT_DELETE_ERROR }),
      success: 'Product permanently deleted.',
      failure: 'Failed to permanently delete product',
      fallback: UNKNOWN_PERMANENT_DELETE_ERROR,
    }),
  );
}
