import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export type FigureColumn = { header: string; numeric?: boolean };
export type FigureRow = { key: string; cells: React.ReactNode[] };

/** A chart's figures as a table: what screen readers read, and what "Show as table" shows. */
export function FigureTable({
  caption,
  columns,
  rows,
  footer,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  /** A totals row (its first cell names it). */
  footer?: React.ReactNode[];
}) {
  const line = (cells: React.ReactNode[]) =>
    cells.map((cell, index) =>
      index === 0 ? (
        <TableHead
          key={index}
          scope="row"
          className="h-auto py-2 text-sm font-medium tracking-normal whitespace-normal text-foreground normal-case"
        >
          {cell}
        </TableHead>
      ) : (
        <TableCell key={index} className={cn('py-2', columns[index]?.numeric && 'text-right tabular-nums')}>
          {cell}
        </TableCell>
      ),
    );
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.header} scope="col" className={cn(column.numeric && 'text-right')}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>{line(row.cells)}</TableRow>
        ))}
      </TableBody>
      {footer ? (
        <tfoot className="border-t font-semibold">
          <TableRow>{line(footer)}</TableRow>
        </tfoot>
      ) : null}
    </Table>
  );
}
