'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/auth/form-error';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api-client';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), mode: 'onBlur', defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await apiFetch<{ message: string }>('/_api/auth/forgot-password', {
        method: 'POST',
        body: JSON.stringify(values),
        fallbackError: 'Failed to request password reset.',
      });
      setSentMessage(message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Failed to request password reset.');
    }
  });

  if (sentMessage) {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h2 className="text-2xl font-semibold">Check Your Email</h2>
        <p className="text-muted-foreground">{sentMessage}</p>
        <Button asChild variant="outline">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={error} />
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input {...fieldA11y('forgot-email', errors.email?.message)} type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
