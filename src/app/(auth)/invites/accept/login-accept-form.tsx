'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '@/components/auth/form-error';
import { PasswordField } from '@/components/forms/password-field';
import { ReadOnlyField } from '@/components/forms/read-only-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { acceptInviteLoginFormSchema } from '@/lib/forms/invite-accept-form';
import { ACCEPT_FAILED } from './use-accept-invite';

type Values = z.infer<typeof acceptInviteLoginFormSchema>;

/** The invitee has an account: sign in with its password to accept. */
export function LoginAcceptForm({
  email,
  onAccept,
}: {
  email: string;
  onAccept: (body: { password: string }) => Promise<void>;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(acceptInviteLoginFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '' },
  });
  const { error, onSubmit } = useServerSubmit(form, ({ password }) => onAccept({ password }), {
    fallback: ACCEPT_FAILED,
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-muted-foreground">You already have an account. Sign in to accept the invitation.</p>
        <FormError message={error} />
        <ReadOnlyField label="Email" type="email" value={email} autoComplete="username" />
        <PasswordField control={form.control} name="password" label="Password" />
        <SubmitButton size="lg" className="w-full" pendingLabel="Signing in...">
          Sign In and Accept
        </SubmitButton>
        <p className="text-center text-sm">
          <Link href="/forgot-password" className="font-semibold text-primary hover:underline">
            Forgot your password?
          </Link>
        </p>
      </form>
    </Form>
  );
}
