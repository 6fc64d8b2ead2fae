'use client';

import { X } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { entityTypeLabel } from '@/components/admin/audit/audit-text';
import { Button } from '@/components/ui/button';
import { useAuditActors, useAuditEntries } from '@/hooks/api/admin-audit';
import { errorMessage } from '@/lib/api-client';
import { activityColumns } from './activity-columns';
import { ACTIVITY_FILTERS, ActivityFilters } from './activity-filters';

/**
 * The Activity tab (issue 12): the audit trail, newest first, one page at a time from the server, with its filters
 * and page kept in the URL (`?tab=activity&activity.action=order.status_changed&activity.page=2`).
 */
export function ActivityPanel() {
  const view = useListUrlState('activity', ACTIVITY_FILTERS);
  const entries = useAuditEntries({ ...view.filters, page: view.page });
  const actors = useAuditActors();
  const { entityType, entityId } = view.filters;
  const filtered = Object.entries(view.filters).some(([name, value]) => name !== 'pageSize' && value !== '');

  return (
    <PanelCard
      title="Activity"
      description="Every change staff made, newest first: who, when and what changed. Dates are New York time."
      actions={
        <ActivityFilters
          values={view.filters}
          actors={actors.data}
          onChange={(changes) => view.update(changes)}
          onClear={view.clearFilters}
        />
      }
    >
      {entityId ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          Showing one record: {entityTypeLabel(entityType)} #{entityId}
          <Button type="button" variant="ghost" size="sm" onClick={() => view.update({ entityId: null })}>
            <X aria-hidden="true" />
            Show all
          </Button>
        </p>
      ) : null}
      <DataTable
        columns={activityColumns}
        data={entries.data?.entries}
        getRowId={(entry) => String(entry.id)}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        errorMessage={`Failed to load activity: ${errorMessage(entries.error, 'Unknown error')}`}
        label="Activity table"
        caption={filtered ? 'Staff activity matching the filters' : 'Staff activity'}
        fetching={entries.isPlaceholderData}
        empty={
          filtered ? (
            <>
              No activity matches these filters.{' '}
              <Button type="button" variant="link" className="h-auto p-0" onClick={view.clearFilters}>
                Clear filters
              </Button>
            </>
          ) : (
            'No activity yet.'
          )
        }
        className="min-w-[56rem]"
        pagination={
          entries.data
            ? {
                page: entries.data.page,
                pageSize: entries.data.pageSize,
                total: entries.data.total,
                onPageChange: (page) => view.update({ page }),
              }
            : undefined
        }
      />
    </PanelCard>
  );
}
