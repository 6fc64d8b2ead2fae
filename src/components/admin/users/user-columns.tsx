'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { ArrowLeftRight, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { actionsColumn, formattedColumn, muted } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatPrice } from '@/lib/format';
import { ROLE_LABELS, type AssignableRole } from '@/lib/roles';
import type { AdminUser } from '@/lib/contracts/admin-users';

const ROLE_BADGE = { admin: 'default', fundraiser_captain: 'warning', sub_account: 'secondary' } as const;

/** "Nora Quinn", or the display name (then the e-mail) when the account has no first and last name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'displayName' | 'email'>) {
  return `${user.firstName} ${user.lastName}`.trim() || user.displayName || (user.email ?? '');
}

type Actions = {
  busyId: number | null | undefined;
  onSwitchRole: (user: AdminUser, role: AssignableRole) => void;
  onDelete: (user: AdminUser) => void;
};

/** The Users table's columns (spec admin.md section 2); ids are the API's sort names (USER_SORT_COLUMNS). */
export function userColumns(actions: Actions): Array<ColumnDef<AdminUser>> {
  return [
    {
      id: 'name',
      accessorFn: userName,
      header: 'Name',
      // Long names, addresses and page addresses wrap anywhere rather than push the row actions off screen (issue 26).
      meta: { rowHeader: true, className: 'text-foreground wrap-anywhere' },
      cell: ({ row: { original: user } }) => {
        const name = userName(user);
        return (
          <>
            {name}
            {user.displayName && user.displayName !== name ? (
              <span className="block text-xs font-normal text-muted-foreground">{user.displayName}</span>
            ) : null}
          </>
        );
      },
    },
    { accessorKey: 'email', header: 'Email', meta: { className: 'wrap-anywhere' } },
    {
      accessorKey: 'role',
      header: 'Role',
      cell: ({ row: { original: user } }) => <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABELS[user.role]}</Badge>,
    },
    {
      ...formattedColumn<AdminUser, 'totalSales'>('totalSales', 'Total Sales', formatPrice, 'text-right tabular-nums'),
      sortDescFirst: true,
    },
    {
      accessorKey: 'totalOrders',
      header: 'Total Orders',
      sortDescFirst: true,
      meta: { className: 'text-right tabular-nums' },
    },
    {
      accessorKey: 'landingPageSlug',
      header: 'Unique URL',
      cell: ({ row: { original: user } }) =>
        user.landingPageSlug ? (
          <Link
            href={`/fundraisers/${user.landingPageSlug}`}
            className="font-medium wrap-anywhere text-primary underline-offset-4 hover:underline"
          >
            /fundraisers/{user.landingPageSlug}
          </Link>
        ) : (
          muted('—')
        ),
    },
    {
      ...formattedColumn<AdminUser, 'createdAt'>('createdAt', 'Joined Date', formatDate, 'whitespace-nowrap'),
      sortDescFirst: true,
    },
    actionsColumn<AdminUser>({
      subject: userName,
      busy: (user) => actions.busyId === user.id,
      inline: 0,
      actions: (user) => {
        if (user.role === 'admin') return <p className="text-right text-xs text-muted-foreground">Protected</p>;
        const target: AssignableRole = user.role === 'fundraiser_captain' ? 'sub_account' : 'fundraiser_captain';
        return [
          {
            icon: ArrowLeftRight,
            label: `Make ${ROLE_LABELS[target]}`,
            onClick: () => actions.onSwitchRole(user, target),
          },
          { icon: Trash2, label: 'Delete', destructive: true, onClick: () => actions.onDelete(user) },
        ];
      },
    }),
  ];
}
