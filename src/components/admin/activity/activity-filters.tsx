'use client';

import { ClearFiltersButton } from '@/components/data-table/clear-filters-button';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { FilterSelect } from '@/components/data-table/filter-select';
import { actionLabel, entityTypeLabel } from '@/components/admin/audit/audit-text';
import type { AuditActorOption } from '@/lib/contracts/admin-audit';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@/lib/validation/admin-audit';

/** The Activity list's filters, in the URL as `activity.<name>` (the page size is the list's own, under the table). */
export const ACTIVITY_FILTERS = ['actorId', 'entityType', 'entityId', 'action', 'startDate', 'endDate'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

const RECORD_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type) }));
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));
const actorOptions = (actors: AuditActorOption[] = []) =>
  actors.map((actor) => ({ value: String(actor.id), label: actor.name }));

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
  const selects = [
    {
      name: 'actorId',
      label: 'Who',
      allLabel: 'Everyone',
      options: actorOptions(actors),
      className: 'min-w-0 sm:w-44',
    },
    {
      name: 'entityType',
      label: 'Record',
      allLabel: 'All records',
      options: RECORD_OPTIONS,
      className: 'min-w-0 sm:w-44',
    },
    // Action takes the whole row on a phone.
    {
      name: 'action',
      label: 'Action',
      allLabel: 'All actions',
      options: ACTION_OPTIONS,
      className: 'col-span-2 min-w-0 sm:w-56',
    },
  ] as const;
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      {selects.map(({ name, ...select }) => (
        <FilterSelect
          key={name}
          {...select}
          value={values[name]}
          // The record filter replaces a single record chosen from a link.
          onChange={(value) =>
            onChange(name === 'entityType' ? { entityType: value, entityId: null } : { [name]: value })
          }
        />
      ))}
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
