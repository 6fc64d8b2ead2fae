import { listQuery, type ListView } from '@/components/data-table/list-view';
import type { ProductListQuery } from '@/hooks/api/admin-products';
import { PRODUCT_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import { PRODUCT_STATUSES, type ProductStatusFilter } from '@/lib/validation/admin-products';

/*
 * The Products list's view and API query, written once for the panel (browser) and the dashboard page (server),
 * which renders the open tab's first page with the HTML.
 */

export const PRODUCT_FILTER_PARAMS = ['status'] as const;
export const PRODUCT_VIEW = { filters: PRODUCT_FILTER_PARAMS, sortable: PRODUCT_SORT_COLUMNS };
export const PRODUCT_DEFAULT_SORT = '-createdAt';

/** The panel's filter: Active Only unless the URL says otherwise. */
export function productStatusOf(view: ListView<'status'>): ProductStatusFilter {
  return PRODUCT_STATUSES.find((status) => status === view.filters.status) ?? 'active';
}

export function productListQuery(view: ListView<'status'>): ProductListQuery {
  return { ...listQuery(view), status: productStatusOf(view) };
}
