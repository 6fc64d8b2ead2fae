'use client';

import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { actionLabel, entityTypeLabel } from '@/components/admin/audit/audit-text';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditActorOption } from '@/lib/validation/admin-audit';

/** The Activity list's filters, in the URL as `activity.<name>` (the page size is the list's own, under the table). */
export const ACTIVITY_FILTERS = ['actorId', 'entityType', 'entityId', 'action', 'startDate', 'endDate'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

/** The Activity tab's filters: who, record type, action and dates; each change goes to the URL. */
export function ActivityFilters({
  values,
  actors,
  filtered,
  onChange,
  onClear,
}: {
  values: Record<ActivityFilter, string>;
  actors: AuditActorOption[] | undefined;
  filtered: boolean;
  onChange: (changes: Partial<Record<ActivityFilter, string | null>>) => void;
  onClear: () => void;
}) {
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        label="Who"
        value={values.actorId}
        allLabel="Everyone"
        options={(actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name }))}
        onChange={(actorId) => onChange({ actorId })}
        className="min-w-0 sm:w-44"
      />
      <FilterSelect
        label="Record"
        value={values.entityType}
        allLabel="All records"
        options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type) }))}
        // The record filter replaces a single record chosen from a link.
        onChange={(entityType) => onChange({ entityType, entityId: null })}
        className="min-w-0 sm:w-44"
      />
      <FilterSelect
        label="Action"
        value={values.action}
        allLabel="All actions"
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
        onChange={(action) => onChange({ action })}
        // Takes the whole row on a phone.
        className="col-span-2 min-w-0 sm:w-56"
      />
      <DateRangeFilter
        value={{ from: values.startDate, to: values.endDate }}
        onChange={({ from = values.startDate, to = values.endDate }) => onChange({ startDate: from, endDate: to })}
        fieldClassName="min-w-0"
        inputClassName="w-full min-w-0 sm:w-40"
      />
      <ClearFiltersButton filtered={filtered} onClear={onClear} />
    </div>
  );
}
