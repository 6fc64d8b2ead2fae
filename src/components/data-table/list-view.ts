import { DEFAULT_PAGE_SIZE, PAGE_SIZES, parseSort } from '@/lib/validation/admin-lists';

/*
 * A list's view as its URL names it (`orders.page=2&orders.sort=-totalAmount&orders.search=ada`): read the same way
 * by the panel in the browser (useListUrlState) and by the dashboard page on the server (the open tab's first page
 * arrives with the HTML). Values the list does not know (a sort column off its whitelist, a page size it does not
 * offer) read as the defaults, so an edited link still opens.
 */

export type ListViewOptions<F extends string> = {
  /** The list's filter parameters. */
  filters: readonly F[];
  /** The columns the API sorts by (src/lib/validation/admin-lists.ts); anything else reads as the default sort. */
  sortable?: readonly string[];
};

export type ListView<F extends string> = {
  page: number;
  pageSize: number;
  /** `-createdAt`, or '' for the list's default order. */
  sort: string;
  filters: Record<F, string>;
  /** Whether any filter is set (the empty state then offers to clear them). */
  filtered: boolean;
};

/** The URL parameter of a list's value: `orders.page`. */
export const listParam = (list: string, name: string) => `${list}.${name}`;

export function readListView<F extends string>(
  list: string,
  get: (name: string) => string | null | undefined,
  { filters: filterNames, sortable = [] }: ListViewOptions<F>,
): ListView<F> {
  const read = (name: string) => get(listParam(list, name))?.trim() ?? '';
  const page = Number(read('page'));
  const pageSize = Number(read('pageSize'));
  const sort = read('sort');
  const filters = Object.fromEntries(filterNames.map((name) => [name, read(name)])) as Record<F, string>;
  return {
    page: Number.isInteger(page) && page > 0 && page <= 10_000_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: parseSort(sort, sortable) ? sort : '',
    filters,
    filtered: Object.values<string>(filters).some((value) => value !== ''),
  };
}

/** The API query of a view: paging, sort and the filters that are set (empty ones are left out of the request). */
export function listQuery<F extends string>(view: ListView<F>) {
  const filters = Object.fromEntries(Object.entries<string>(view.filters).filter(([, value]) => value !== ''));
  return {
    page: view.page,
    pageSize: view.pageSize,
    ...(view.sort ? { sort: view.sort } : {}),
    ...(filters as Partial<Record<F, string>>),
  };
}
