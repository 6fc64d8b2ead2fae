'use client';

import type { FieldPath, FieldValues, RefCallBack } from 'react-hook-form';
import { FormControl, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FieldShell, type FieldControl } from './field-shell';

type FieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues> = {
  control: FieldControl<TValues, TTransformed>;
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

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
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
  );
}

/** What a bound control receives: the field's name, ref, value and handlers, over the caller's own props. */
type Bound = {
  'aria-required'?: true;
  name: string;
  ref: RefCallBack;
  disabled?: boolean;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

/** The one body of TextField and TextareaField: the field's frame and label, and the control `render` draws. */
function BoundTextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed,
  TControl extends { disabled?: boolean },
>({
  control,
  name,
  label,
  hint,
  className,
  normalize,
  normalizeOnBlur,
  onValueChange,
  required,
  render,
  ...own
}: FieldProps<TValues, TName, TTransformed> & TControl & { render: (props: TControl & Bound) => React.ReactNode }) {
  // What is left once the field's own props are taken out: the control's props (TypeScript cannot see that).
  const controlProps = own as unknown as TControl;
  return (
    <FieldShell control={control} name={name} hint={hint} className={className}>
      {(field) => (
        <>
          <FieldLabel label={label} required={required} />
          <FormControl>
            {render({
              ...controlProps,
              'aria-required': required || undefined,
              name: field.name,
              ref: field.ref,
              disabled: controlProps.disabled ?? field.disabled,
              ...bind(field, { normalize, normalizeOnBlur, onValueChange }),
            })}
          </FormControl>
        </>
      )}
    </FieldShell>
  );
}

type Controlled = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur';
type InputProps = Omit<React.ComponentProps<typeof Input>, Controlled>;
type TextareaProps = Omit<React.ComponentProps<typeof Textarea>, Controlled>;

export type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TTransformed = TValues,
> = FieldProps<TValues, TName, TTransformed> & InputProps;

/** A labelled text input with its hint and error: one line per field. */
export function TextField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>(
  props: TextFieldProps<TValues, TName, TTransformed>,
) {
  return (
    <BoundTextField<TValues, TName, TTransformed, InputProps> {...props} render={(bound) => <Input {...bound} />} />
  );
}

/** A labelled multi-line text field with its hint and error. */
export function TextareaField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>(
  props: FieldProps<TValues, TName, TTransformed> & TextareaProps,
) {
  return (
    <BoundTextField<TValues, TName, TTransformed, TextareaProps>
      {...props}
      render={(bound) => <Textarea {...bound} />}
    />
  );
}
