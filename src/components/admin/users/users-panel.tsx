'use client';

import { Download } from 'lucide-react';
import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { useRef } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { FilterSelect } from '@/components/data-table/filter-select';
import { listQuery } from '@/components/data-table/list-view';
import { SearchInput } from '@/components/data-table/search-input';
import { urlListProps } from '@/components/data-table/url-list-props';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { Button } from '@/components/ui/button';
import { useAdminUsers, useDeleteUser, useUpdateUserRole, usersExportUrl } from '@/hooks/api/admin-users';
import { useDialogTarget, useFocusFallback } from '@/hooks/use-dialog-target';
import { USER_SORT_COLUMNS } from '@/lib/validation/admin-lists';
import { ROLE_LABELS, USER_ROLES } from '@/lib/roles';
import { CreateUserDialog } from './create-user-dialog';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';
import { userColumns, userName } from './user-columns';

export function deleteConfirmation(name: string) {
  return `Are you sure you want to delete user "${name}"? This action cannot be undone.`;
}

const USER_FILTERS = ['search', 'role'] as const;
const VIEW = { sortable: USER_SORT_COLUMNS, defaultSort: '-createdAt' };
const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const USER_LIST_TEXTS = {
  label: 'Users table',
  caption: 'Users',
  empty: 'No users found.',
  noMatch: 'No users match these filters.',
};

/**
 * The Users tab (spec admin.md section 2): Add User, search and role filter, one page of users (page, sort and
 * filters in the URL as `users.<name>`), role switch, delete and the CSV download. Fetches its own data.
 */
export function UsersPanel() {
  const view = useListUrlState('users', USER_FILTERS, VIEW);
  const users = useAdminUsers(listQuery(view));
  const updateRole = useUpdateUserRole();
  const remove = useDeleteUser();
  const tableRef = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusFallback(tableRef);
  const roleChange = useDialogTarget<RoleChange>(tableRef);

  const busyId = updateRole.isPending ? updateRole.variables.userId : remove.isPending ? remove.variables : null;
  // Keyboard users keep their place when the row they acted on disappears.
  const columns = userColumns({
    busyId,
    onSwitchRole: (user, role) => roleChange.open({ user, role }),
    onDelete: (user) => {
      if (window.confirm(deleteConfirmation(userName(user)))) remove.mutate(user.id, { onSettled: keepFocus });
    },
  });
  const { search, role } = view.filters;

  return (
    <PanelCard
      title="Users"
      description="Sales and orders credited to each person. Admins cannot be changed or deleted."
      actions={<CreateUserDialog />}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchInput
            label="Search users"
            placeholder="Name or e-mail"
            value={search}
            onChange={(value) => view.update({ search: value })}
            className="w-full sm:w-64"
          />
          <FilterSelect
            label="Role"
            allLabel="All roles"
            value={role}
            options={ROLE_OPTIONS}
            onChange={(value) => view.update({ role: value })}
            className="w-48"
          />
          <ClearFiltersButton filtered={view.filtered} onClear={view.clearFilters} />
          <Button asChild variant="outline" className="ml-auto">
            <a href={usersExportUrl(view.filters)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
        <DataTable
          columns={columns}
          {...urlListProps(users, 'users', view, USER_LIST_TEXTS)}
          errorMessage={users.error?.message || 'Request failed'}
          containerRef={tableRef}
          className="min-w-[64rem]"
          rowProps={(user) => ({ 'data-role': user.role, 'aria-busy': busyId === user.id || undefined })}
          sorting={view.sorting}
        />
      </div>
      <RoleChangeDialog
        change={roleChange.target}
        onClose={roleChange.close}
        contentProps={roleChange.contentProps}
        onConfirm={({ user, role }) => updateRole.mutate({ userId: user.id, newRole: role }, { onSettled: keepFocus })}
      />
    </PanelCard>
  );
}
