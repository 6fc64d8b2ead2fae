'use client';

import { ArrowLeftRight, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRef } from 'react';
import { ListError } from '@/components/admin/list-error';
import { TableSkeletonRows } from '@/components/admin/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ROLE_LABELS, type AdminUser, type AssignableRole } from '@/lib/validation/admin-users';
import { CreateUserDialog } from './create-user-dialog';
import { useAdminUsers, useDeleteUser, useUpdateUserRole } from './users-api';

const COLUMNS = ['Name', 'Email', 'Role', 'Total Sales', 'Total Orders', 'Unique URL', 'Joined Date', 'Actions'] as const;

const ROLE_BADGE = { admin: 'default', fundraiser_captain: 'warning', sub_account: 'secondary' } as const;

/** "Nora Quinn", or the display name (then the e-mail) when the account has no first and last name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'displayName' | 'email'>) {
  return `${user.firstName} ${user.lastName}`.trim() || user.displayName || user.email;
}

export function deleteConfirmation(name: string) {
  return `Are you sure you want to delete user "${name}"? This action cannot be undone.`;
}

/** The Users tab (spec admin.md section 2): Add User, the user table, role switch and delete. Fetches its own data. */
export function UsersPanel() {
  const users = useAdminUsers();
  const updateRole = useUpdateUserRole();
  const remove = useDeleteUser();
  const tableRef = useRef<HTMLDivElement>(null);

  // Keyboard users keep their place when the row they acted on disappears.
  const focusTableIfLost = () =>
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) tableRef.current?.focus();
    });

  const busyId = updateRole.isPending ? updateRole.variables.userId : remove.isPending ? remove.variables : null;
  const rows = users.data ?? [];

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>Sales and orders credited to each person. Admins cannot be changed or deleted.</CardDescription>
        </div>
        <CreateUserDialog />
      </CardHeader>
      <CardContent className="space-y-4">
        {users.error ? <ListError message={users.error.message || 'Request failed'} onRetry={() => void users.refetch()} /> : null}
        {users.error && !users.data ? null : (
          <Table scrollLabel="Users table" containerRef={tableRef} className="min-w-[64rem]">
            <TableCaption className="sr-only">Users</TableCaption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {COLUMNS.map((column) => (
                  <TableHead key={column} className={cn(column === 'Actions' && 'text-right', (column === 'Total Sales' || column === 'Total Orders') && 'text-right')}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody aria-busy={users.isPending || undefined}>
              {users.isPending ? (
                <TableSkeletonRows columns={COLUMNS.length} />
              ) : rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={COLUMNS.length} className="h-24 text-center text-muted-foreground">
                    No users found.
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    busy={busyId === user.id}
                    onSwitchRole={(newRole) => updateRole.mutate({ userId: user.id, newRole }, { onSettled: focusTableIfLost })}
                    onDelete={() => {
                      if (window.confirm(deleteConfirmation(userName(user)))) remove.mutate(user.id, { onSettled: focusTableIfLost });
                    }}
                  />
                ))
              )}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function UserRow({ user, busy, onSwitchRole, onDelete }: { user: AdminUser; busy: boolean; onSwitchRole: (role: AssignableRole) => void; onDelete: () => void }) {
  const name = userName(user);
  const forUser = <span className="sr-only"> {name}</span>;
  const target: AssignableRole = user.role === 'fundraiser_captain' ? 'sub_account' : 'fundraiser_captain';
  return (
    <TableRow data-role={user.role} aria-busy={busy || undefined}>
      <th scope="row" className="px-3 py-3 text-left align-middle font-semibold text-foreground">
        {name}
        {user.displayName && user.displayName !== name ? <span className="block text-xs font-normal text-muted-foreground">{user.displayName}</span> : null}
      </th>
      <TableCell className="break-all">{user.email}</TableCell>
      <TableCell>
        <Badge variant={ROLE_BADGE[user.role]}>{ROLE_LABELS[user.role]}</Badge>
      </TableCell>
      <TableCell className="text-right tabular-nums">{formatPrice(user.totalSales)}</TableCell>
      <TableCell className="text-right tabular-nums">{user.totalOrders}</TableCell>
      <TableCell>
        {user.landingPageSlug ? (
          <Link href={`/fundraisers/${user.landingPageSlug}`} className="font-medium text-primary underline-offset-4 hover:underline">
            /fundraisers/{user.landingPageSlug}
          </Link>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatDate(user.createdAt)}</TableCell>
      <TableCell>
        {user.role === 'admin' ? (
          <p className="text-right text-xs text-muted-foreground">Protected</p>
        ) : (
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => onSwitchRole(target)} disabled={busy} className="whitespace-nowrap">
              <ArrowLeftRight aria-hidden="true" />
              Make {ROLE_LABELS[target]}
              {forUser}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={onDelete} disabled={busy} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete{forUser}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
