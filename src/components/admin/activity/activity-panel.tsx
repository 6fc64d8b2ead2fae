'use client';

import { X } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { urlListProps } from '@/components/data-table/url-list-props';
import { useListUrlState } from '@/components/data-table/use-list-url-state';
import { PanelCard } from '@/components/admin/panel-card';
import { entityTypeLabel } from '@/components/admin/audit/audit-text';
import { Button } from '@/components/ui/button';
import { useAuditActors, useAuditEntries } from '@/hooks/api/admin-audit';
import { errorMessage } from '@/lib/api-client';
import { activityColumns } from './activity-columns';
import { ACTIVITY_FILTERS, ActivityFilters } from './activity-filters';

const ACTIVITY_LIST_TEXTS = {
  label: 'Activity table',
  caption: 'Staff activity',
  empty: 'No activity yet.',
  noMatch: 'No activity matches these filters.',
};

/**
 * The Activity tab (issue 12): the audit trail, newest first, one page at a time from the server, with its filters
 * and page kept in the URL (`?tab=activity&activity.action=order.status_changed&activity.page=2`).
 */
export function ActivityPanel() {
  const view = useListUrlState('activity', ACTIVITY_FILTERS);
  const entries = useAuditEntries({ ...view.filters, page: view.page, pageSize: String(view.pageSize) });
  const actors = useAuditActors();
  const { entityType, entityId } = view.filters;

  return (
    <PanelCard
      title="Activity"
      description="Every change staff made, newest first: who, when and what changed. Dates are New York time."
      actions={
        <ActivityFilters
          values={view.filters}
          actors={actors.data}
          filtered={view.filtered}
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
        {...urlListProps(entries, 'entries', view, ACTIVITY_LIST_TEXTS)}
        errorMessage={`Failed to load activity: ${errorMessage(entries.error, 'Unknown error')}`}
        className="min-w-[56rem]"
      />
    </PanelCard>
  );
}
