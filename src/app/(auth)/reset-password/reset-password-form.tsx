'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { PASSWORD_HINT } from '@/components/forms/new-account-fields';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useResetPassword } from '@/hooks/api/account';
import { errorMessage } from '@/lib/api-client';
import { PASSWORDS_DONT_MATCH, resetPasswordFormSchema } from '@/lib/validation/auth';

type Values = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, confirmPassword }) => {
    setError(null);
    if (password !== confirmPassword) {
      form.setError('confirmPassword', { message: PASSWORDS_DONT_MATCH }, { shouldFocus: true });
      return;
    }
    try {
      await reset.mutateAsync({ token, password });
      router.push('/');
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to reset password.'));
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <TextField
          control={form.control}
          name="password"
          label="New password"
          hint={PASSWORD_HINT}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set New Password'}
        </Button>
      </form>
    </Form>
  );
}
