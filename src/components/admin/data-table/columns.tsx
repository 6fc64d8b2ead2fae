'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

/** A leading checkbox column for bulk actions; each box is named after its row for screen readers. */
export function selectColumn<TRow>(rowName: (row: TRow) => string): ColumnDef<TRow> {
  return {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${rowName(row.original)}`}
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
    meta: { className: 'w-10' },
  };
}

/**
 * A row's action button. `subject` completes its name for screen readers ("Edit Kenya Nyeri AA"), since a table
 * holds many buttons that look alike.
 */
export function RowAction({
  icon,
  label,
  subject,
  ...button
}: { icon: React.ReactNode; label: string; subject: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="outline" size="sm" {...button}>
      {icon}
      {label}
      <span className="sr-only"> {subject}</span>
    </Button>
  );
}
