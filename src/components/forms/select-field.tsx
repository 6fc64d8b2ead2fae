'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormLabel } from '@/components/ui/form';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SelectOptions } from '@/components/ui/select-options';
import { FieldShell, type FieldControl } from './field-shell';

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed> = {
  control: FieldControl<TValues, TTransformed>;
  name: TName;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  /** Shown under the select until there is an error. */
  hint?: string;
  disabled?: boolean;
  /** The form value for a chosen option (numbers for ids); the option's own text by default. */
  parse?: (value: string) => unknown;
  /** The option for the current form value. */
  format?: (value: unknown) => string;
  /** Runs after the value changed (clearing a field that no longer applies). */
  onValueChange?: (value: string) => void;
};

/** A labelled Radix select bound to a form field, with its error: one line per field. */
export function SelectField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  control,
  name,
  label,
  options,
  placeholder,
  hint,
  disabled,
  parse = (value) => value,
  format = (value) => (value === null || value === undefined ? '' : String(value)),
  onValueChange,
}: Props<TValues, TName, TTransformed>) {
  return (
    <FieldShell control={control} name={name} hint={hint}>
      {(field) => (
        <>
          <FormLabel>{label}</FormLabel>
          <Select
            value={format(field.value)}
            disabled={disabled}
            onValueChange={(value) => {
              if (!options.some((option) => option.value === value)) return;
              field.onChange(parse(value));
              onValueChange?.(value);
            }}
          >
            <FormControl>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectOptions options={options} />
            </SelectContent>
          </Select>
        </>
      )}
    </FieldShell>
  );
}
