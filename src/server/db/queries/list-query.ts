import 'server-only';
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListSort } from '@/lib/validation/admin-lists';

/*
 * Pieces every server-side list shares (src/lib/validation/admin-lists.ts has the parameters): the ORDER BY of a
 * whitelisted sort with a unique tie-breaker, the page's offset, and LIKE patterns that match text literally.
 */

/** `50%_off\` → `50\%\_off\\`: the text matches itself under LIKE, never as a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for ILIKE, with the text's own wildcards escaped; undefined when there is nothing to search. */
export function containsPattern(search: string | undefined): string | undefined {
  return search ? `%${escapeLike(search)}%` : undefined;
}

/** What a sortable column sorts by: its column, or several (last name, then first name). */
export type SortExpressions = ReadonlyArray<AnyColumn | SQL | SQL.Aliased>;

/**
 * ORDER BY for a sort: the sort's expressions in its direction, then the unique `id` in the same direction, so two
 * rows that compare equal always come in the same order and a row never shows on two pages (or on none).
 */
export function orderByWithTieBreaker(
  expressions: SortExpressions,
  direction: ListSort<string>['direction'],
  id: AnyColumn,
): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  return [...expressions.map((expression) => by(expression)), by(id)];
}

/** The rows a page skips. */
export const pageOffset = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;

/**
 * The admin searches' WHERE: `search` as part of any of `fields`, ignoring case, LIKE wildcards taken literally (an
 * ILIKE '%…%' on each field, OR-ed). Evaluated as one LIKE on the table's `search_text`, the same fields lower-cased
 * when the row is written and joined by line feeds (src/server/db/schema.ts): a search has no control characters
 * (searchField refuses them), so a match never spans two fields and the rows are exactly the OR's, while each row
 * costs one plain LIKE instead of lower-casing every field, and pg_trgm's index finds rare matches without a scan.
 * ILIKE itself compares lower(text) LIKE lower(pattern) in a UTF-8 database, so case folding is unchanged.
 */
export function containsSearch(
  search: string | undefined,
  { searchText, fields }: { searchText: AnyColumn; fields: ReadonlyArray<AnyColumn | SQL> },
): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  // Only a caller that skipped the validation could send a line feed: match field by field, as before.
  if (pattern.includes('\n')) return or(...fields.map((field) => ilike(field, pattern)));
  return sql`${searchText} like lower(${pattern})`;
}
