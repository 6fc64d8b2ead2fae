'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

/**
 * A list's view (page, sort and filters) kept in the URL's query, so a reload or a shared link shows the same view.
 * Parameters are namespaced by the list (`orders.page=2`) because several lists share the dashboard's URL. The URL
 * changes with history.replaceState, which Next keeps in sync with useSearchParams without a server round trip.
 * Changing anything but the page goes back to the first page.
 */
export function useListUrlState<const TFilter extends string>(list: string, filterNames: readonly TFilter[]) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const key = useCallback((name: string) => `${list}.${name}`, [list]);

  const state = useMemo(() => {
    const page = Number(searchParams.get(key('page')));
    const filters = Object.fromEntries(filterNames.map((name) => [name, searchParams.get(key(name)) ?? ''])) as Record<
      TFilter,
      string
    >;
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      sort: searchParams.get(key('sort')) ?? '',
      filters,
    };
  }, [searchParams, key, filterNames]);

  const update = useCallback(
    (changes: Partial<Record<TFilter | 'sort' | 'page', string | number | null>>) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [name, value] of Object.entries(changes) as Array<[string, string | number | null | undefined]>) {
        if (value === null || value === undefined || value === '' || (name === 'page' && value === 1))
          next.delete(key(name));
        else next.set(key(name), String(value));
      }
      if (!('page' in changes)) next.delete(key('page'));
      const query = next.toString();
      window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname);
    },
    [searchParams, pathname, key],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(filterNames.map((name) => [name, null])) as Parameters<typeof update>[0]),
    [update, filterNames],
  );

  return { ...state, update, clearFilters };
}
