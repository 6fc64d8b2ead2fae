'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth, type AuthUser } from '@/components/auth/auth-provider';
import { authErrorMessage, FormError } from '@/components/auth/form-error';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { registerFormSchema } from '@/lib/validation/auth';

type RegisterFormValues = z.input<typeof registerFormSchema>;

export function RegisterForm() {
  const router = useRouter();
  const { setUser } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onBlur',
    defaultValues: { email: '', password: '', displayName: '', firstName: '', lastName: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { user } = await apiFetch<{ user: AuthUser }>('/_api/auth/register_with_password', {
        method: 'POST',
        body: JSON.stringify(values),
        fallbackError: 'Registration failed',
      });
      setUser(user);
      router.push('/');
    } catch (caught) {
      setError(authErrorMessage(caught, 'Registration failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          <Input {...fieldA11y('register-first-name', errors.firstName?.message)} autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          <Input {...fieldA11y('register-last-name', errors.lastName?.message)} autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="register-display-name" label="Display name" hint="Shown on your fundraiser page and the leaderboard." error={errors.displayName?.message}>
        <Input {...fieldA11y('register-display-name', errors.displayName?.message)} autoComplete="nickname" {...form.register('displayName')} />
      </FormField>
      <FormField id="register-email" label="Email" error={errors.email?.message}>
        <Input {...fieldA11y('register-email', errors.email?.message)} type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField id="register-phone" label="Phone (optional)" error={errors.phone?.message}>
        <Input {...fieldA11y('register-phone', errors.phone?.message)} type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField
        id="register-password"
        label="Password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
      >
        <Input {...fieldA11y('register-password', errors.password?.message)} type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
