'use client';

import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { cn } from '@/lib/utils';

/** The "no filter" choice: a Radix select item cannot have an empty value. */
const ALL = '__all__';

/** A labelled filter select whose first choice ("All roles") clears the filter; '' means no filter. */
export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  // A value the options do not hold (an old link) still shows, rather than an empty trigger.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
        <SelectTrigger id={id} className="h-10">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {known ? null : <SelectItem value={value}>{value}</SelectItem>}
          <SelectOptions options={options} />
        </SelectContent>
      </Select>
    </div>
  );
}
