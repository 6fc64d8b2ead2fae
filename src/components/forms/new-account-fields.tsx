'use client';

import { useFormContext } from 'react-hook-form';
import { PUBLIC_FIELD_HINTS } from '@/lib/labels/privacy';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/** The fields every new account asks for (registration and accepting an invitation as a new person). */
export type NewAccountFieldValues = {
  firstName: string;
  lastName: string;
  displayName: string;
  phone?: string | null;
  password: string;
};

export const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

/**
 * Names, display name, phone and password, inside a <Form>. `email` is the e-mail field, which differs: typed at
 * registration, fixed by the invitation when accepting one.
 */
export function NewAccountFields({ email }: { email: React.ReactNode }) {
  const { control } = useFormContext<NewAccountFieldValues>();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="firstName"
          label="First name"
          hint={PUBLIC_FIELD_HINTS.firstName}
          autoComplete="given-name"
        />
        <TextField
          control={control}
          name="lastName"
          label="Last name"
          hint={PUBLIC_FIELD_HINTS.lastName}
          autoComplete="family-name"
        />
      </div>
      <TextField
        control={control}
        name="displayName"
        label="Display name"
        hint={PUBLIC_FIELD_HINTS.displayName}
        autoComplete="nickname"
      />
      {email}
      <TextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <PasswordField control={control} name="password" label="Password" hint={PASSWORD_HINT} purpose="new" />
    </>
  );
}
