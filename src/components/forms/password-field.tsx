'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

type Props<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed> = Omit<
  TextFieldProps<TValues, TName, TTransformed>,
  'type' | 'autoComplete'
> & {
  /** 'current' to sign in with (the default), 'new' to choose one: password managers fill or suggest accordingly. */
  purpose?: 'current' | 'new';
};

/** A labelled password input with its hint and error: one line per field. */
export function PasswordField<TValues extends FieldValues, TName extends FieldPath<TValues>, TTransformed = TValues>({
  purpose = 'current',
  ...props
}: Props<TValues, TName, TTransformed>) {
  return <TextField {...props} type="password" autoComplete={`${purpose}-password`} />;
}
