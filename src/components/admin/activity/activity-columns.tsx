'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { orderPagePath } from '@/lib/paths/admin-orders';
import { actionLabel, describeChanges, entityTypeLabel } from '@/components/admin/audit/audit-text';
import { formatDateTime } from '@/lib/format';
import type { AuditEntry } from '@/lib/contracts/admin-audit';

/** The Activity table's columns: when, who, what, which record, and the fields before → after. */
export const activityColumns: Array<ColumnDef<AuditEntry>> = [
  {
    id: 'when',
    header: 'When',
    meta: { rowHeader: true, className: 'whitespace-nowrap font-normal' },
    cell: ({ row: { original: entry } }) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: ({ row: { original: entry } }) => (
      <>
        <div className="font-medium">{entry.actorName}</div>
        <div className="text-xs text-muted-foreground">{entry.actorEmail}</div>
      </>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: entry } }) => actionLabel(entry.action),
  },
  {
    id: 'entity',
    header: 'Record',
    cell: ({ row: { original: entry } }) => (
      <>
        <div className="text-xs text-muted-foreground">{entityTypeLabel(entry.entityType)}</div>
        {entry.entityType === 'order' ? (
          <Link
            href={orderPagePath(entry.entityLabel)}
            prefetch={false}
            className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {entry.entityLabel}
          </Link>
        ) : (
          <div className="font-medium break-words">{entry.entityLabel}</div>
        )}
      </>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    meta: { className: 'min-w-64' },
    cell: ({ row: { original: entry } }) => (
      <ul className="space-y-0.5 text-sm break-words">
        {describeChanges(entry.action, entry.changes).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ),
  },
];
