'use client';

import { useRef } from 'react';
import { DataTable, listQueryProps } from '@/components/admin/data-table/data-table';
import { PanelCard } from '@/components/admin/panel-card';
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
    <PanelCard
      title="Users"
      description="Sales and orders credited to each person. Admins cannot be changed or deleted."
      actions={<CreateUserDialog />}
    >
      <DataTable
        columns={columns}
        {...listQueryProps(users)}
        label="Users table"
        caption="Users"
        errorMessage={users.error?.message || 'Request failed'}
        empty="No users found."
        containerRef={tableRef}
        className="min-w-[64rem]"
        rowProps={(user) => ({ 'data-role': user.role, 'aria-busy': busyId === user.id || undefined })}
      />
    </PanelCard>
  );
}
