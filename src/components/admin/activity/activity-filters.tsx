'use client';

import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { actionLabel, entityTypeLabel } from '@/components/admin/audit/audit-text';
import type { AuditActorOption } from '@/lib/contracts/admin-audit';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE_DEFAULT } from '@/lib/validation/admin-audit';

export const ACTIVITY_FILTERS = [
  'actorId',
  'entityType',
  'entityId',
  'action',
  'startDate',
  'endDate',
  'pageSize',
] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
type Values = Record<ActivityFilter, string>;

/** A select's "no filter" value (Radix selects cannot hold an empty string). */
const ALL = '__all__';
const PAGE_SIZES = ['10', '25', '50', '100'];

/** The Activity tab's filters: who, record type, action, dates and page size; each change goes to the URL. */
export function ActivityFilters({
  values,
  actors,
  onChange,
  onClear,
}: {
  values: Values;
  actors: AuditActorOption[] | undefined;
  onChange: (changes: Partial<Record<ActivityFilter, string | null>>) => void;
  onClear: () => void;
}) {
  const filtered = ACTIVITY_FILTERS.some((name) => name !== 'pageSize' && values[name] !== '');
  return (
    <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <FilterSelect
        label="Who"
        value={values.actorId}
        allLabel="Everyone"
        options={(actors ?? []).map((actor) => ({ value: String(actor.id), label: actor.name }))}
        onChange={(actorId) => onChange({ actorId })}
      />
      <FilterSelect
        label="Record"
        value={values.entityType}
        allLabel="All records"
        options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityTypeLabel(type) }))}
        // The record filter replaces a single record chosen from a link.
        onChange={(entityType) => onChange({ entityType, entityId: null })}
      />
      <FilterSelect
        label="Action"
        value={values.action}
        allLabel="All actions"
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
        onChange={(action) => onChange({ action })}
        className="sm:w-56"
        wide
      />
      <DateFilter
        label="From"
        value={values.startDate}
        max={values.endDate}
        onChange={(startDate) => onChange({ startDate })}
      />
      <DateFilter
        label="To"
        value={values.endDate}
        min={values.startDate}
        onChange={(endDate) => onChange({ endDate })}
      />
      <FilterSelect
        label="Per page"
        value={values.pageSize || String(AUDIT_PAGE_SIZE_DEFAULT)}
        options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
        onChange={(pageSize) => onChange({ pageSize: pageSize === String(AUDIT_PAGE_SIZE_DEFAULT) ? null : pageSize })}
        className="sm:w-24"
      />
      {filtered ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  className = 'sm:w-44',
  wide = false,
}: {
  label: string;
  value: string;
  /** The "no filter" option's text; without it the select always has a value. */
  allLabel?: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string | null) => void;
  className?: string;
  /** Takes the whole row on a phone. */
  wide?: boolean;
}) {
  const id = useId();
  // A value the options do not (yet) hold, such as an actor id from a shared link, still shows as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={cn('grid min-w-0 gap-1.5', wide && 'col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
        <SelectTrigger id={id} className={cn('w-full', className)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
          {known ? null : <SelectItem value={value}>#{value}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="h-10 w-full min-w-0 sm:w-40"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value || null)}
      />
    </div>
  );
}
