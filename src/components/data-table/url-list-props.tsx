import { pagedQueryProps } from './data-table';
import type { PaginationState } from './data-table-pagination';
import { ListEmpty } from './list-empty';

/**
 * DataTable's props for a paged list whose view lives in the URL (useListUrlState): rows, loading and error states
 * from its query, its name, a caption that says when filters apply, the empty state (offering to clear the filters)
 * and the pages. `<DataTable {...urlListProps(orders, 'orders', view, ORDER_LIST_TEXTS)} columns={columns} … />`.
 */
export function urlListProps<K extends string, TRow extends { id: number }>(
  query: {
    data: ({ [key in K]: TRow[] } & { total: number }) | undefined;
    error: Error | null;
    refetch: () => unknown;
    isPlaceholderData: boolean;
  },
  key: K,
  view: { filtered: boolean; clearFilters: () => void; pagination: (total: number) => PaginationState },
  texts: { label: string; caption: string; empty: React.ReactNode; noMatch: string },
) {
  return {
    ...pagedQueryProps<K, TRow>(query, key),
    label: texts.label,
    caption: view.filtered ? `${texts.caption} matching the filters` : texts.caption,
    fetching: query.isPlaceholderData,
    empty: (
      <ListEmpty
        filtered={view.filtered}
        empty={texts.empty}
        noMatch={texts.noMatch}
        onClearFilters={view.clearFilters}
      />
    ),
    pagination: query.data ? view.pagination(query.data.total) : undefined,
  };
}
