'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth, type AuthUser } from '@/components/auth/auth-provider';
import { FormError } from '@/components/auth/form-error';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { PASSWORDS_DONT_MATCH, resetPasswordFormSchema } from '@/lib/validation/auth';

type Values = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { setUser } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema), mode: 'onBlur', defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword }) => {
    setError(null);
    if (password !== confirmPassword) {
      form.setError('confirmPassword', { message: PASSWORDS_DONT_MATCH }, { shouldFocus: true });
      return;
    }
    try {
      const { user } = await apiFetch<{ user: AuthUser }>('/_api/auth/reset-password', {
        method: 'POST',
        body: JSON.stringify({ token, password }),
        fallbackError: 'Failed to reset password.',
      });
      setUser(user);
      router.push('/');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to reset password.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={error} />
      <FormField id="reset-password" label="New password" hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number." error={errors.password?.message}>
        <Input {...fieldA11y('reset-password', errors.password?.message)} type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField id="reset-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input {...fieldA11y('reset-confirm', errors.confirmPassword?.message)} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
