import { z } from 'zod';
import { text } from './common';

/*
 * Server-side lists (issue 12): every admin list takes `page` (from 1), `pageSize` (10–100, default 25) and `sort`
 * (a column name from the list's whitelist, `-` in front for descending) as query parameters, and answers its rows
 * under the spec's key with `total`, `page` and `pageSize` beside them. The panels keep the same values in the URL
 * (use-list-url-state.ts), so the page-size choices and the sort whitelists live here, for both sides.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MIN_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; keeps the offset a plain number. */
const MAX_PAGE = 10_000_000;

export type SortDirection = 'asc' | 'desc';
export type ListSort<C extends string> = { column: C; direction: SortDirection };

/** An empty or blank query parameter means the parameter was not given. */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional whole-number query parameter between min and max; the message names the parameter. */
function boundedInt(min: number, max: number, fallback: number, message: string) {
  return z.preprocess(
    emptyToUndefined,
    text({ error: message })
      .trim()
      .regex(/^[0-9]{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional()
      .transform((value) => value ?? fallback),
  );
}

export const pageMessage = (name = 'page') => `${name} must be a whole number, 1 or more.`;
export const pageSizeMessage = (name = 'pageSize') =>
  `${name} must be a whole number from ${MIN_PAGE_SIZE} to ${MAX_PAGE_SIZE}.`;
export const sortMessage = (columns: readonly string[]) =>
  `sort must be one of: ${columns.join(', ')} (with - in front for descending).`;

/** A page number parameter (`page`, or e.g. `availablePage`), 1 when absent. */
export const pageField = (name = 'page') => boundedInt(1, MAX_PAGE, 1, pageMessage(name));

/** A page size parameter (`pageSize`, or e.g. `availablePageSize`), 25 when absent. */
export const pageSizeField = (name = 'pageSize') =>
  boundedInt(MIN_PAGE_SIZE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, pageSizeMessage(name));

/** "-createdAt" → { column: 'createdAt', direction: 'desc' }; null when the column is not in the whitelist. */
export function parseSort<const C extends string>(value: string, columns: readonly C[]): ListSort<C> | null {
  const desc = value.startsWith('-');
  const name = desc ? value.slice(1) : value;
  const column = columns.find((known) => known === name);
  return column ? { column, direction: desc ? 'desc' : 'asc' } : null;
}

/** The `sort` parameter over a whitelist; without it, `defaultSort` (newest first in every list but the pickers). */
export function sortField<const C extends string>(columns: readonly C[], defaultSort: ListSort<C>) {
  const message = sortMessage(columns);
  return z.preprocess(
    emptyToUndefined,
    text({ error: message })
      .trim()
      .optional()
      .transform((value, ctx): ListSort<C> => {
        if (value === undefined) return defaultSort;
        const sort = parseSort(value, columns);
        if (sort) return sort;
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }),
  );
}

/** `page`, `pageSize` and `sort` for a list: spread into the list's query object. */
export function listFields<const C extends string>(columns: readonly C[], defaultSort: ListSort<C>) {
  return {
    page: pageField(),
    pageSize: pageSizeField(),
    sort: sortField(columns, defaultSort),
  };
}

/** A search box's text: trimmed, at most 200 characters, empty means no filter. */
export const searchField = (name = 'search') =>
  z.preprocess(
    emptyToUndefined,
    text({ error: `${name} must be text.` })
      .trim()
      .max(200, `${name} must be at most 200 characters.`)
      .optional(),
  );

/** An optional filter from a fixed list of values; empty means no filter. */
export function enumFilter<const V extends string>(name: string, values: readonly [V, ...V[]]) {
  const message = `${name} must be one of: ${values.join(', ')}.`;
  return z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());
}

/** An optional id filter given as text; the message names the parameter. */
export function idFilter(name: string) {
  const message = `${name} must be a positive integer.`;
  return z.preprocess(
    emptyToUndefined,
    text({ error: message })
      .trim()
      .regex(/^[1-9][0-9]{0,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().positive(message).max(2_147_483_647, message))
      .optional(),
  );
}

/* ---------- each list's sortable columns (API names; the panels' column ids are the same) ---------- */

export const ORDER_SORT_COLUMNS = [
  'createdAt',
  'orderNumber',
  'customer',
  'totalAmount',
  'orderStatus',
  'paymentStatus',
] as const;
export const USER_SORT_COLUMNS = ['createdAt', 'name', 'email', 'role', 'totalSales', 'totalOrders'] as const;
export const PRODUCT_SORT_COLUMNS = ['createdAt', 'name', 'category', 'price', 'cost'] as const;
export const CAMPAIGN_SORT_COLUMNS = [
  'createdAt',
  'name',
  'status',
  'startDate',
  'endDate',
  'participantCount',
] as const;
export const PARTICIPANT_SORT_COLUMNS = ['joinedAt', 'displayName', 'email'] as const;

/** Newest first: the default of every list (participants: the latest to join). */
export const NEWEST_FIRST = { column: 'createdAt', direction: 'desc' } as const;
