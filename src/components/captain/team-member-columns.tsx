'use client';

import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { muted } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import type { TeamMember } from '@/lib/contracts/captain-team';
import { formatCents, formatDate } from '@/lib/format';

const numeric = 'text-right tabular-nums whitespace-nowrap';

/** The team table: who, what they sold, for how many buyers, how far along their goal, when they last sold. */
export const teamMemberColumns: Array<ColumnDef<TeamMember>> = [
  {
    id: 'name',
    accessorFn: (member) => member.displayName || member.email,
    header: 'Member',
    meta: { rowHeader: true, className: 'min-w-32 sm:min-w-48' },
    cell: ({ row: { original } }) => (
      <div className="flex flex-col items-start gap-1">
        <span className="font-semibold">{original.displayName || original.email}</span>
        {/* On a phone the name alone keeps the figures in view (the e-mail shows from 640 px up). */}
        <span className="hidden text-sm font-normal break-all text-muted-foreground sm:block">{original.email}</span>
        {original.orderCount === 0 ? <Badge variant="warning">No sales yet</Badge> : null}
      </div>
    ),
  },
  {
    accessorKey: 'salesCents',
    header: 'Sales',
    sortDescFirst: true,
    meta: { className: numeric },
    cell: ({ row }) => formatCents(row.original.salesCents),
  },
  { accessorKey: 'bags', header: 'Bags', sortDescFirst: true, meta: { className: numeric } },
  { accessorKey: 'supporters', header: 'Supporters', sortDescFirst: true, meta: { className: numeric } },
  {
    accessorKey: 'goalPercent',
    header: 'Goal',
    sortDescFirst: true,
    meta: { className: 'min-w-36' },
    cell: ({ row: { original } }) => <GoalProgress member={original} />,
  },
  {
    accessorKey: 'lastSaleAt',
    header: 'Last sale',
    sortDescFirst: true,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => (row.original.lastSaleAt ? formatDate(row.original.lastSaleAt) : muted('None yet')),
  },
  {
    accessorKey: 'joinedAt',
    header: 'Joined',
    sortDescFirst: true,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDate(row.original.joinedAt),
  },
];

function GoalProgress({ member }: { member: TeamMember }) {
  if (member.goalPercent === null || member.goalCents === null) return muted('No goal set');
  const shown = Math.min(member.goalPercent, 100);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm whitespace-nowrap">
        <span className="font-semibold tabular-nums">{member.goalPercent}%</span>
        <span className="text-muted-foreground"> of {formatCents(member.goalCents)}</span>
      </span>
      <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-muted">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${shown}%` }} />
      </span>
    </div>
  );
}

/** Sorts on the client (a team is small and arrives whole); missing values (no goal, no sale) always come last. */
export function sortTeamMembers(members: TeamMember[], sorting: SortingState): TeamMember[] {
  const [sort] = sorting;
  if (!sort) return members;
  const value = (member: TeamMember): string | number | null => {
    switch (sort.id) {
      case 'name':
        return (member.displayName || (member.email ?? '')).toLocaleLowerCase();
      case 'salesCents':
      case 'bags':
      case 'supporters':
      case 'goalPercent':
        return member[sort.id];
      case 'lastSaleAt':
      case 'joinedAt':
        return member[sort.id];
      default:
        return null;
    }
  };
  const direction = sort.desc ? -1 : 1;
  return [...members].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === null || right === null) return left === right ? a.id - b.id : left === null ? 1 : -1;
    if (left < right) return -direction;
    if (left > right) return direction;
    return a.id - b.id;
  });
}
