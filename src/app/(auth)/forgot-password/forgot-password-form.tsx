'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/auth/form-error';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useForgotPassword } from '@/hooks/api/account';
import { errorMessage } from '@/lib/api-client';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestReset = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await requestReset.mutateAsync(values);
      setSentMessage(message);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to request password reset.'));
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
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </Form>
  );
}
