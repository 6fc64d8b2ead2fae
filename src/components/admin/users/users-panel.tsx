'use client';

import { useRef } from 'react';
import { DataTable } from '@/components/admin/data-table/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminUsers, useDeleteUser, useUpdateUserRole } from '@/hooks/api/admin-users';
import { useFocusFallback } from '@/hooks/use-dialog-target';
import { CreateUserDialog } from './create-user-dialog';
import { userColumns, userName } from './user-columns';

export function deleteConfirmation(name: string) {
  return `Are you sure you want to delete user "${name}"? This action cannot be undone.`;
}

/** The Users tab (spec admin.md section 2): Add User, the user table, role switch and delete. Fetches its own data. */
export function UsersPanel() {
  const users = useAdminUsers();
  const updateRole = useUpdateUserRole();
  const remove = useDeleteUser();
  const tableRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusFallback(tableRef);

  const busyId = updateRole.isPending ? updateRole.variables.userId : remove.isPending ? remove.variables : null;
  // Keyboard users keep their place when the row they acted on disappears.
  const columns = userColumns({
    busyId,
    onSwitchRole: (user, newRole) => updateRole.mutate({ userId: user.id, newRole }, { onSettled: keepFocus }),
    onDelete: (user) => {
      if (window.confirm(deleteConfirmation(userName(user)))) remove.mutate(user.id, { onSettled: keepFocus });
    },
  });

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Users</CardTitle>
          <CardDescription>
            Sales and orders credited to each person. Admins cannot be changed or deleted.
          </CardDescription>
        </div>
        <CreateUserDialog />
      </CardHeader>
      <CardContent>
        <DataTable
          columns={columns}
          data={users.data}
          getRowId={(user) => String(user.id)}
          label="Users table"
          caption="Users"
          error={users.error}
          errorMessage={users.error?.message || 'Request failed'}
          onRetry={() => void users.refetch()}
          empty="No users found."
          containerRef={tableRef}
          className="min-w-[64rem]"
          rowProps={(user) => ({ 'data-role': user.role, 'aria-busy': busyId === user.id || undefined })}
        />
      </CardContent>
    </Card>
  );
}
