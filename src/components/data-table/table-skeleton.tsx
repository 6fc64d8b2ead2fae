import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/** Placeholder rows while an admin list loads (spec section 9: 10 rows by default). */
export function TableSkeletonRows({ columns, rows = 10 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} data-testid="skeleton-row" className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton className={column === 0 ? 'h-9 w-16' : 'h-4 w-full min-w-12'} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
