'use client';

import { useId } from 'react';
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { cn } from '@/lib/utils';
import { chartIntervals, type ChartInterval } from '@/lib/validation/admin-charts';
import { chartPresets, type ChartPreset, type ChartRangeChoice } from './chart-range';

const INTERVAL_LABELS: Record<ChartInterval, string> = { day: 'Day', week: 'Week' };

/** The charts' range: a preset or two dates, and whether sales are drawn per day or per week. */
export function ChartRangeControl({
  choice,
  dayAllowed,
  error,
  onChange,
}: {
  choice: ChartRangeChoice;
  dayAllowed: boolean;
  error?: string;
  onChange: (choice: ChartRangeChoice) => void;
}) {
  const presetId = useId();
  const errorId = useId();
  const set = (change: Partial<ChartRangeChoice>) => onChange({ ...choice, ...change });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-44 gap-1.5">
          <Label htmlFor={presetId}>Range</Label>
          <Select value={choice.preset} onValueChange={(preset) => set({ preset: preset as ChartPreset })}>
            <SelectTrigger id={presetId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectOptions options={chartPresets} />
            </SelectContent>
          </Select>
        </div>
        {choice.preset === 'custom' ? (
          <DateRangeFilter value={choice} onChange={set} bounded={false} errorId={error ? errorId : undefined} />
        ) : null}
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm leading-none font-medium">Sales per</legend>
          <div className="flex h-10 rounded-lg border border-input bg-card p-1">
            {chartIntervals.map((interval) => {
              const disabled = interval === 'day' && !dayAllowed;
              return (
                <label
                  key={interval}
                  className={cn(
                    'flex cursor-pointer items-center rounded-md px-3 text-sm has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring',
                    disabled && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${presetId}-interval`}
                    value={interval}
                    className="sr-only"
                    checked={(dayAllowed ? choice.interval : 'week') === interval}
                    disabled={disabled}
                    onChange={() => set({ interval })}
                  />
                  {INTERVAL_LABELS[interval]}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : !dayAllowed ? (
        <p className="text-sm text-muted-foreground">Ranges longer than a year are drawn per week.</p>
      ) : null}
    </div>
  );
}
