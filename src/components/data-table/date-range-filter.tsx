'use client';

import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export type DateRange = { from: string; to: string };

/**
 * A date range as two labelled date inputs ('' is an open end), for the orders' dates, the Activity filters and the
 * charts' custom range. It renders the fields only, so each caller's row or grid lays them out.
 */
export function DateRangeFilter({
  value,
  onChange,
  labels = { from: 'From', to: 'To' },
  bounded = true,
  errorId,
  fieldClassName,
  inputClassName = 'w-40',
  onClear,
}: {
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
  labels?: { from: string; to: string };
  /** Each end's date picker stops at the other end; off where a reversed range must reach its error message. */
  bounded?: boolean;
  /** The message that says the range is wrong: both inputs are then invalid and described by it. */
  errorId?: string;
  fieldClassName?: string;
  inputClassName?: string;
  /** Adds 'Clear dates' while either end is set. */
  onClear?: () => void;
}) {
  const field = { errorId, className: fieldClassName, inputClassName };
  return (
    <>
      <DateField
        {...field}
        label={labels.from}
        value={value.from}
        max={bounded ? value.to : ''}
        onChange={(from) => onChange({ from })}
      />
      <DateField
        {...field}
        label={labels.to}
        value={value.to}
        min={bounded ? value.from : ''}
        onChange={(to) => onChange({ to })}
      />
      {onClear && (value.from || value.to) ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear dates
        </Button>
      ) : null}
    </>
  );
}

function DateField({
  label,
  value,
  min = '',
  max = '',
  errorId,
  className,
  inputClassName,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  errorId?: string;
  className?: string;
  inputClassName?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className={cn('h-10', inputClassName)}
        value={value}
        min={min || undefined}
        max={max || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
