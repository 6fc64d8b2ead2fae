'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/auth/form-error';
import { FormSuccess } from '@/components/forms/form-success';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { useForgotPassword } from '@/hooks/api/account';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth';

export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const requestReset = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const { error, onSubmit } = useServerSubmit(
    form,
    async (values) => {
      const { message } = await requestReset.mutateAsync(values);
      setSentMessage(message);
    },
    { fallback: 'Failed to request password reset.' },
  );

  if (sentMessage) {
    return (
      <FormSuccess
        title="Check Your Email"
        icon={MailCheck}
        action={
          <Button asChild variant="outline">
            <Link href="/login">Back to sign in</Link>
          </Button>
        }
      >
        {sentMessage}
      </FormSuccess>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormError message={error} />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <SubmitButton size="lg" className="w-full" pendingLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
    </Form>
  );
}
