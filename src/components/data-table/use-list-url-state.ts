'use client';

import type { SortingState, Updater } from '@tanstack/react-table';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/lib/validation/admin-lists';
import { listParam, readListView, type ListViewOptions } from './list-view';

type Change<F extends string> = Partial<Record<F | 'sort' | 'page' | 'pageSize', string | number | null>>;

/**
 * A list's view (page, page size, sort and filters) kept in the URL's query, so a reload or a shared link shows the
 * same view. Parameters are namespaced by the list (`orders.page=2`) because several lists share the dashboard's URL.
 * The URL changes with history.replaceState, which Next keeps in sync with useSearchParams without a server round
 * trip. Changing anything but the page goes back to the first page.
 *
 * `defaultSort` is the order the API uses without `sort` (`-createdAt`): the table shows it as the current sort, and
 * choosing it again leaves the URL without a sort.
 */
export function useListUrlState<const F extends string>(
  list: string,
  filterNames: readonly F[],
  { sortable = [], defaultSort = '' }: Omit<ListViewOptions<F>, 'filters'> & { defaultSort?: string } = {},
) {
  const searchParams = useSearchParams();
  const pathname = usePathname();

  const view = useMemo(
    () => readListView(list, (name) => searchParams.get(name), { filters: filterNames, sortable }),
    [list, searchParams, filterNames, sortable],
  );

  const update = useCallback(
    (changes: Change<F>) => {
      // From the address bar itself, not this render's copy: a debounced search and a select changed in the same
      // moment must both land (a stale copy would put the other's old value back).
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes) as Array<[string, string | number | null | undefined]>) {
        const isDefault = (name === 'page' && value === 1) || (name === 'pageSize' && value === DEFAULT_PAGE_SIZE);
        if (value === null || value === undefined || value === '' || isDefault) next.delete(listParam(list, name));
        else next.set(listParam(list, name), String(value));
      }
      if (!('page' in changes)) next.delete(listParam(list, 'page'));
      const query = next.toString();
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [pathname, list],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(filterNames.map((name) => [name, null])) as Change<F>),
    [update, filterNames],
  );

  // DataTable's controlled sorting: the URL's sort (or the default) as TanStack state, and back.
  const current = view.sort || defaultSort;
  const sorting = useMemo(
    () => ({
      state: current ? sortingOf(current) : [],
      columns: sortable,
      onChange: (updater: Updater<SortingState>) => {
        const state = typeof updater === 'function' ? updater(current ? sortingOf(current) : []) : updater;
        const [first] = state;
        const sort = first ? `${first.desc ? '-' : ''}${first.id}` : '';
        update({ sort: sort === defaultSort ? null : sort } as Change<F>);
      },
    }),
    [current, defaultSort, update, sortable],
  );

  /** DataTable's pagination for the list's `total`. */
  const pagination = useCallback(
    (total: number) => ({
      page: view.page,
      pageSize: view.pageSize,
      total,
      onPageChange: (page: number) => update({ page } as Change<F>),
      onPageSizeChange: (pageSize: number) => update({ pageSize } as Change<F>),
    }),
    [view.page, view.pageSize, update],
  );

  return { ...view, update, clearFilters, sorting, pagination };
}

const sortingOf = (sort: string): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
