import 'server-only';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
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
