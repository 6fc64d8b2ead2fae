'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { formatCents } from '@/lib/format';
import type { FundraiserBalance } from '@/lib/contracts/balances';

const money = (key: 'orderedCents' | 'collectedCents' | 'outstandingCents', header: string) =>
  ({
    accessorKey: key,
    header,
    meta: { className: 'text-right tabular-nums whitespace-nowrap' },
    cell: ({ row }) => formatCents(row.original[key]),
  }) satisfies ColumnDef<FundraiserBalance>;

/** The per-fundraiser balances table: who, then what is still owed on their orders, what is paid and what is in orders. */
export const fundraiserBalanceColumns: Array<ColumnDef<FundraiserBalance>> = [
  {
    accessorKey: 'displayName',
    header: 'Fundraiser',
    meta: { rowHeader: true },
    cell: ({ row }) =>
      row.original.userId === null ? (
        <span className="font-normal text-muted-foreground italic">{row.original.displayName}</span>
      ) : (
        row.original.displayName
      ),
  },
  // The rows are sorted by what is still owed, so that comes first (and stays in view on a phone's width).
  money('outstandingCents', 'Outstanding'),
  money('collectedCents', 'Paid'),
  money('orderedCents', 'In orders'),
];

/** A row's id: the fundraiser, or `none` for orders credited to the campaign alone. */
export const fundraiserBalanceRowId = (row: FundraiserBalance) => (row.userId === null ? 'none' : String(row.userId));
