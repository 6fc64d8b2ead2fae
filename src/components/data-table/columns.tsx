'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';
import { RowActionsMenu } from './row-actions-menu';

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

/** Quieter text in a cell, such as the dash or 'Not Set' where a value is missing. */
export const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

/** A column that shows one field through `format` (a price, a date); `className` sets its alignment and wrapping. */
export function formattedColumn<TRow, K extends keyof TRow & string>(
  accessorKey: K,
  header: string,
  format: (value: TRow[K]) => React.ReactNode,
  className: string,
): ColumnDef<TRow> {
  return {
    accessorKey,
    header,
    meta: { className },
    cell: ({ row }) => format(row.original[accessorKey]),
  };
}

/** The Status column of a list whose rows can be switched off: an Active or Inactive badge. */
export function activeStatusColumn<TRow extends { isActive: boolean }>(): ColumnDef<TRow> {
  return {
    id: 'status',
    // Sortable where the list's server sorts by status (active first when descending).
    accessorFn: (row) => row.isActive,
    header: 'Status',
    cell: ({ row: { original } }) => (
      <Badge variant={original.isActive ? 'success' : 'secondary'}>{original.isActive ? 'Active' : 'Inactive'}</Badge>
    ),
  };
}

/**
 * A row's action button, or a link that looks like one when given `href` (a page of the row's own). `subject`
 * completes its name for screen readers ("Edit Kenya Nyeri AA"), since a table holds many buttons that look alike.
 * A destructive one is quieter (ghost) and red.
 */
export function RowAction({
  icon,
  label,
  subject,
  destructive = false,
  className,
  href,
  ...button
}: {
  icon: React.ReactNode;
  label: string;
  subject: string;
  destructive?: boolean;
  href?: string;
} & React.ComponentProps<typeof Button>) {
  const content = (
    <>
      {icon}
      {label}
      <span className="sr-only"> {subject}</span>
    </>
  );
  return (
    <Button
      type={href ? undefined : 'button'}
      variant={destructive ? 'ghost' : 'outline'}
      size="sm"
      className={cn(destructive && 'text-destructive hover:text-destructive', className)}
      asChild={Boolean(href)}
      {...button}
    >
      {href ? <Link href={href}>{content}</Link> : content}
    </Button>
  );
}

export type RowActionSpec = {
  icon: LucideIcon;
  label: string;
  destructive?: boolean;
  className?: string;
} & ({ onClick: () => void; href?: undefined } | { href: string; onClick?: undefined });

/**
 * The Actions column, right-aligned: each row's buttons (RowAction), named after the row by `subject` and disabled
 * while `busy` says the row is saving. `actions` may return an element instead, shown in the buttons' place. With
 * `inline`, only that many leading actions stay buttons and the rest go into the row's "More actions" menu
 * (RowActionsMenu), so the admin tables fit 1,280 px with every action reachable.
 */
export function actionsColumn<TRow>({
  subject,
  busy,
  actions,
  inline,
}: {
  subject: (row: TRow) => string;
  busy?: (row: TRow) => boolean;
  actions: (row: TRow) => RowActionSpec[] | React.ReactElement;
  inline?: number;
}): ColumnDef<TRow> {
  return {
    id: 'actions',
    header: 'Actions',
    meta: { className: 'text-right' },
    cell: ({ row: { original } }) => {
      const shown = actions(original);
      if (!Array.isArray(shown)) return shown;
      const disabled = busy?.(original);
      const buttons = inline === undefined ? shown : shown.slice(0, inline);
      const menu = inline === undefined ? [] : shown.slice(inline);
      return (
        <div className="flex justify-end gap-2">
          {buttons.map(({ icon: Icon, ...action }, index) => (
            // By position, as the buttons were written: a button whose action changes (Deactivate ⇄ Restore) keeps focus.
            <RowAction
              key={index}
              icon={<Icon aria-hidden="true" />}
              subject={subject(original)}
              disabled={disabled}
              {...action}
            />
          ))}
          {menu.length > 0 ? <RowActionsMenu subject={subject(original)} actions={menu} disabled={disabled} /> : null}
        </div>
      );
    },
  };
}
