'use client';

import { Slot } from 'radix-ui';
import { createContext, useContext, useId } from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

/*
 * shadcn's form.tsx shape over react-hook-form: a field's id comes from useId, and its label, description and error
 * reach the control through context (htmlFor, aria-describedby, aria-invalid), so no field writes them by hand.
 * Most fields are one line through src/components/forms/text-field.tsx; selects, switches and uploaders compose
 * FormField → FormItem → FormLabel / FormControl / FormDescription / FormMessage themselves.
 */

export const Form = FormProvider;

const FieldContext = createContext<{ name: string } | null>(null);
const ItemContext = createContext<{ id: string; hasDescription: boolean } | null>(null);

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>(
  props: ControllerProps<TValues, TName, TTransformed>,
) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>.');
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    ...state,
  };
}

/** One field's frame. Say `hasDescription` when a FormDescription follows, so the control points at it. */
export function FormItem({
  className,
  hasDescription = false,
  ...props
}: React.ComponentProps<'div'> & { hasDescription?: boolean }) {
  const id = useId();
  return (
    <ItemContext.Provider value={{ id, hasDescription }}>
      <div data-slot="form-item" className={cn('space-y-2', className)} {...props} />
    </ItemContext.Provider>
  );
}

export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { controlId } = useFormField();
  return <Label data-slot="form-label" htmlFor={controlId} {...props} />;
}

/** The control itself (any element): gets the id, aria-invalid and aria-describedby of its field. */
export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, hasDescription, error } = useFormField();
  const describedBy = [hasDescription && !error ? descriptionId : null, error ? messageId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}

/** A hint under the control; it gives way to the error message while there is one. */
export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId, error } = useFormField();
  if (error) return null;
  return (
    <p
      data-slot="form-description"
      id={descriptionId}
      className={cn('text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's error, announced to screen readers as it appears. */
export function FormMessage({ className, ...props }: React.ComponentProps<'p'>) {
  const { messageId, error } = useFormField();
  if (!error?.message) return null;
  return (
    <p
      data-slot="form-message"
      id={messageId}
      role="alert"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {error.message}
    </p>
  );
}
