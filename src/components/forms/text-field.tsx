'use client';

import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

type FieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues> = {
  // The form's context type plays no part in a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<TValues, any, TTransformed>;
  name: TName;
  label: string;
  /** Shown under the control until there is an error. */
  hint?: string;
  className?: string;
  /** Rewrites the text as it is typed (a page address: lower case, hyphens). */
  normalize?: (raw: string) => string;
  /** Rewrites the text when the field is left (an empty price becomes 0). */
  normalizeOnBlur?: (raw: string) => string;
  /** Runs after each change with the new text (another field that follows this one). */
  onValueChange?: (value: string) => void;
  /** Marks the field required: an asterisk for the eye, "(required)" and aria-required for screen readers. */
  required?: boolean;
};

type Frame = Pick<FieldProps<FieldValues, string>, 'label' | 'hint' | 'className' | 'required'> & {
  children: React.ReactNode;
};

/** The value, change and blur handlers a Controller field needs, with the field's normalizers applied. */
function bind(
  field: { value: unknown; onChange: (value: string) => void; onBlur: () => void },
  {
    normalize,
    normalizeOnBlur,
    onValueChange,
  }: Pick<FieldProps<FieldValues, string>, 'normalize' | 'normalizeOnBlur' | 'onValueChange'>,
) {
  return {
    value: (field.value as string | null | undefined) ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = normalize ? normalize(event.target.value) : event.target.value;
      field.onChange(next);
      onValueChange?.(next);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (normalizeOnBlur) {
        const next = normalizeOnBlur(event.target.value);
        if (next !== event.target.value) field.onChange(next);
      }
      field.onBlur();
    },
  };
}

function FieldFrame({ label, hint, className, required, children }: Frame) {
  return (
    <FormItem className={className} hasDescription={Boolean(hint)}>
      <FormLabel>
        {label}
        {required ? (
          <>
            {' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only">(required)</span>
          </>
        ) : null}
      </FormLabel>
      <FormControl>{children}</FormControl>
      {hint ? <FormDescription>{hint}</FormDescription> : null}
      <FormMessage />
    </FormItem>
  );
}

type InputProps = Omit<React.ComponentProps<typeof Input>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** A labelled text input with its hint and error: one line per field. */
export function TextField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  control,
  name,
  label,
  hint,
  className,
  normalize,
  normalizeOnBlur,
  onValueChange,
  required,
  ...input
}: FieldProps<TValues, TName, TTransformed> & InputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame label={label} hint={hint} className={className} required={required}>
          <Input
            {...input}
            aria-required={required || undefined}
            name={field.name}
            ref={field.ref}
            disabled={input.disabled ?? field.disabled}
            {...bind(field, { normalize, normalizeOnBlur, onValueChange })}
          />
        </FieldFrame>
      )}
    />
  );
}

type TextareaProps = Omit<
  React.ComponentProps<typeof Textarea>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

/** A labelled multi-line text field with its hint and error. */
export function TextareaField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  control,
  name,
  label,
  hint,
  className,
  normalize,
  normalizeOnBlur,
  onValueChange,
  required,
  ...textarea
}: FieldProps<TValues, TName, TTransformed> & TextareaProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame label={label} hint={hint} className={className} required={required}>
          <Textarea
            {...textarea}
            aria-required={required || undefined}
            name={field.name}
            ref={field.ref}
            disabled={textarea.disabled ?? field.disabled}
            {...bind(field, { normalize, normalizeOnBlur, onValueChange })}
          />
        </FieldFrame>
      )}
    />
  );
}
