'use client';

import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';

/** The form's control, whatever its context type (which plays no part in a field). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldControl<TValues extends FieldValues, TTransformed> = Control<TValues, any, TTransformed>;

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed> = {
  control: FieldControl<TValues, TTransformed>;
  name: TName;
  /** Shown under the control until there is an error. */
  hint?: string;
  className?: string;
  /** The label and the control, bound to the field. */
  children: (field: ControllerRenderProps<TValues, TName>) => React.ReactNode;
};

/**
 * What every field component shares: the form field and its item, the caller's label and control, then the hint and
 * the error message.
 */
export function FieldShell<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  control,
  name,
  hint,
  className,
  children,
}: Props<TValues, TName, TTransformed>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className} hasDescription={Boolean(hint)}>
          {children(field)}
          {hint ? <FormDescription>{hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
