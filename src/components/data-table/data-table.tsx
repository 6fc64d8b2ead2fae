'use client';

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type OnChangeFn,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { DataTablePagination, type PaginationState } from './data-table-pagination';
import { ListError } from './list-error';
import { TableSkeletonRows } from './table-skeleton';

declare module '@tanstack/react-table' {
  // Declaration merging needs the library's own parameter names.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's header and cells (alignment, width). */
    className?: string;
    /** This column names the row: its cells are `<th scope="row">`, so screen readers announce rows by it. */
    rowHeader?: boolean;
  }
}

export type DataTableProps<TRow> = {
  columns: Array<ColumnDef<TRow>>;
  /** Undefined while the first load runs (the skeleton shows). */
  data: TRow[] | undefined;
  getRowId: (row: TRow) => string;
  /** Names the scrollable region and the table's caption for screen readers ("Products table"). */
  label: string;
  caption: string;
  /** Set while a refetch or a page change is in flight: the body is aria-busy. */
  fetching?: boolean;
  error: Error | null;
  /** The text under 'Error Loading Data'. */
  errorMessage?: string;
  onRetry: () => void;
  /** What an empty list says; a filtered list says so and offers to clear the filters. */
  empty: React.ReactNode;
  /** Attributes for a row (data-*, aria-busy, classes). */
  rowProps?: (row: TRow) => React.ComponentProps<'tr'> & { [data: `data-${string}`]: string | undefined };
  className?: string;
  containerRef?: React.Ref<HTMLDivElement>;
  /** Server-side paging: the rows are one page of `total`. */
  pagination?: PaginationState;
  /**
   * Server-side sorting: only the state and its changes live here. `columns` names the column ids the server sorts
   * by (their headers become buttons; a sortable column needs an accessor, and `sortDescFirst` for dates and money).
   */
  sorting?: { state: SortingState; onChange: OnChangeFn<SortingState>; columns?: readonly string[] };
  /** Row selection for bulk actions (add selectColumn() to the columns). */
  selection?: { state: RowSelectionState; onChange: OnChangeFn<RowSelectionState> };
};

/**
 * The one admin list, on TanStack Table (the engine of shadcn's Data Table): columns declared once, then the
 * states every list needs: a skeleton while loading, 'Error Loading Data' with a retry (the last rows stay when a
 * refetch fails), an empty state, aria-busy while fetching. Paging, sorting and selection are server-side and
 * controlled, so a list can keep them in the URL (useListUrlState).
 */
export function DataTable<TRow>({
  columns,
  data,
  getRowId,
  label,
  caption,
  fetching,
  error,
  errorMessage,
  onRetry,
  empty,
  rowProps,
  className,
  containerRef,
  pagination,
  sorting,
  selection,
}: DataTableProps<TRow>) {
  // TanStack Table keeps its own state outside React's; the React Compiler leaves this component as it is.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(sorting),
    // One sort at a time: the API sorts by one column (and its id).
    enableMultiSort: false,
    enableRowSelection: Boolean(selection),
    state: { sorting: sorting?.state ?? [], rowSelection: selection?.state ?? {} },
    onSortingChange: sorting?.onChange,
    onRowSelectionChange: selection?.onChange,
  });
  const loading = data === undefined && !error;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="space-y-4">
      {error ? <ListError message={errorMessage ?? (error.message || 'Unknown error')} onRetry={onRetry} /> : null}
      {error && data === undefined ? null : (
        <Table scrollLabel={label} containerRef={containerRef} className={className}>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    className={header.column.columnDef.meta?.className}
                    aria-sort={sortDirection(header.column.getIsSorted())}
                  >
                    {header.isPlaceholder ? null : (
                      <HeaderLabel
                        header={header}
                        sortable={!sorting?.columns || sorting.columns.includes(header.column.id)}
                      />
                    )}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody aria-busy={loading || fetching || undefined}>
            {loading ? (
              <TableSkeletonRows columns={columnCount} />
            ) : table.getRowModel().rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow
                  key={row.id}
                  data-state={row.getIsSelected() ? 'selected' : undefined}
                  {...rowProps?.(row.original)}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const content = renderPart(cell.column.columnDef.cell, cell.getContext());
                    return meta?.rowHeader ? (
                      <th
                        key={cell.id}
                        scope="row"
                        className={cn('px-3 py-3 text-left align-middle font-semibold', meta.className)}
                      >
                        {content}
                      </th>
                    ) : (
                      <TableCell key={cell.id} className={meta?.className}>
                        {content}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      {pagination ? <DataTablePagination {...pagination} /> : null}
    </div>
  );
}

/**
 * A cell or header as its column declares it. A panel declares its columns on every render (they close over its
 * handlers), so each render brings new cell functions; TanStack's flexRender would mount each as a component of its
 * own and, the function being new, replace the cell's DOM every time: a row's button that opened a dialog would be
 * gone when the dialog hands focus back. Called as a plain function, the cell's elements stay and keep focus. A cell
 * never calls hooks itself (components inside it may).
 */
function renderPart<TProps extends object>(
  part: React.ReactNode | ((props: TProps) => React.ReactNode),
  props: TProps,
) {
  return typeof part === 'function' ? part(props) : flexRender(part, props);
}

/** DataTable's rows, row ids, error and retry from a list's query: `<DataTable {...listQueryProps(users)} … />`. */
export function listQueryProps<TRow extends { id: number }>(query: {
  data: TRow[] | undefined;
  error: Error | null;
  refetch: () => unknown;
}) {
  return {
    data: query.data,
    getRowId: (row: TRow) => String(row.id),
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/**
 * The same for a paged list: its query answers `{ [key]: rows, total, page, pageSize }` (placeholder data keeps the
 * previous page on screen while the next loads). `<DataTable {...pagedQueryProps(orders, 'orders')} … />`.
 */
export function pagedQueryProps<K extends string, TRow extends { id: number }>(
  query: {
    data: ({ [key in K]: TRow[] } & { total: number }) | undefined;
    error: Error | null;
    refetch: () => unknown;
  },
  key: K,
) {
  return listQueryProps({ data: query.data?.[key], error: query.error, refetch: query.refetch });
}

function sortDirection(sorted: false | 'asc' | 'desc') {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
}

/** A sortable header is a button that cycles the sort; the others are plain text. */
function HeaderLabel<TRow>({ header, sortable }: { header: Header<TRow, unknown>; sortable: boolean }) {
  const content = renderPart(header.column.columnDef.header, header.getContext());
  if (!sortable || !header.column.getCanSort()) return content;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {content}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
