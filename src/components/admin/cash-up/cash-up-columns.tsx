'use client';

import type { ColumnDef } from '@tanstack/react-table';
import type { CashFigures, CashUpRow, CollectorCashUp } from '@/lib/contracts/cash-up';
import { formatCalendarDate, formatCents } from '@/lib/format';
import { PAYMENT_METHOD_LABELS } from '@/lib/labels/payment-methods';
import { cn } from '@/lib/utils';

const money = <T extends CashFigures>(key: keyof CashFigures, header: string): ColumnDef<T> => ({
  id: key,
  header,
  meta: { className: 'text-right tabular-nums whitespace-nowrap' },
  cell: ({ row }) => formatCents(row.original[key]),
});

const collectorName = <T extends { collectorId: number | null; collectorName: string }>(): ColumnDef<T> => ({
  id: 'collector',
  header: 'Collector',
  meta: { rowHeader: true, className: 'break-words' },
  cell: ({ row }) =>
    row.original.collectorId === null ? (
      <span className="font-normal text-muted-foreground italic">{row.original.collectorName}</span>
    ) : (
      row.original.collectorName
    ),
});

/** Each person: handed in (what they collected) beside what the orders credited to them brought in. */
export const collectorColumns: Array<ColumnDef<CollectorCashUp>> = [
  collectorName<CollectorCashUp>(),
  money<CollectorCashUp>('netCents', 'Handed in'),
  {
    id: 'credited',
    header: 'Credited to them',
    meta: { className: 'text-right tabular-nums whitespace-nowrap' },
    cell: ({ row }) => (row.original.creditedCents === null ? '—' : formatCents(row.original.creditedCents)),
  },
  {
    id: 'difference',
    header: 'Difference',
    meta: { className: 'text-right tabular-nums whitespace-nowrap' },
    cell: ({ row }) => {
      const { netCents, creditedCents } = row.original;
      if (creditedCents === null) return '—';
      const difference = netCents - creditedCents;
      return (
        <span className={cn(difference !== 0 && 'font-medium')}>
          {difference > 0 ? '+' : ''}
          {formatCents(difference)}
        </span>
      );
    },
  },
  money<CollectorCashUp>('refundedCents', 'Refunded'),
];

export const collectorRowId = (row: CollectorCashUp) => (row.collectorId === null ? 'none' : String(row.collectorId));

/** One shop day, collector and method. */
export const cashUpRowColumns: Array<ColumnDef<CashUpRow>> = [
  {
    id: 'day',
    header: 'Day',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatCalendarDate(row.original.day, { year: true }),
  },
  collectorName<CashUpRow>(),
  { id: 'method', header: 'Method', cell: ({ row }) => PAYMENT_METHOD_LABELS[row.original.method] },
  {
    id: 'entries',
    header: 'Entries',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => row.original.entryCount,
  },
  money<CashUpRow>('receivedCents', 'Received'),
  money<CashUpRow>('refundedCents', 'Refunded'),
  money<CashUpRow>('netCents', 'Net'),
];

export const cashUpRowId = (row: CashUpRow) => `${row.day}:${row.collectorId ?? 'none'}:${row.method}`;
