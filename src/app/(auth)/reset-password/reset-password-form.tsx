'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { PASSWORD_HINT } from '@/components/forms/new-account-fields';
import { PasswordField } from '@/components/forms/password-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useResetPassword } from '@/hooks/api/account';
import { PASSWORDS_DONT_MATCH, resetPasswordFormSchema } from '@/lib/forms/auth-form';

type Values = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const reset = useResetPassword();
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { error, onSubmit } = useServerSubmit(
    form,
    async ({ password, confirmPassword }) => {
      if (password !== confirmPassword) {
        form.setError('confirmPassword', { message: PASSWORDS_DONT_MATCH }, { shouldFocus: true });
        return;
      }
      await reset.mutateAsync({ token, password });
      router.push('/');
    },
    { fallback: 'Failed to reset password.' },
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <PasswordField control={form.control} name="password" label="New password" hint={PASSWORD_HINT} purpose="new" />
        <PasswordField control={form.control} name="confirmPassword" label="Confirm new password" purpose="new" />
        <SubmitButton size="lg" className="w-full" pendingLabel="Saving...">
          Set New Password
        </SubmitButton>
      </form>
    </Form>
  );
}
