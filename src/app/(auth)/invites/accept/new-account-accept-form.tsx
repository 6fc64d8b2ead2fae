'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorMessage } from '@/components/auth/auth-error-message';
import { FormError } from '@/components/auth/form-error';
import { NewAccountFields } from '@/components/forms/new-account-fields';
import { ReadOnlyField } from '@/components/forms/read-only-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useServerSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { acceptInviteNewAccountFormSchema } from '@/lib/forms/invite-accept-form';
import { ACCEPT_FAILED, type AcceptDetails } from './use-accept-invite';

type Values = z.input<typeof acceptInviteNewAccountFormSchema>;

/** The invitee is new here: create the account (e-mail fixed by the invitation) and accept in one go. */
export function NewAccountAcceptForm({
  email,
  onAccept,
}: {
  email: string;
  onAccept: (body: AcceptDetails) => Promise<void>;
}) {
  const form = useForm<Values, unknown, z.output<typeof acceptInviteNewAccountFormSchema>>({
    resolver: zodResolver(acceptInviteNewAccountFormSchema),
    mode: 'onBlur',
    defaultValues: { password: '', displayName: '', firstName: '', lastName: '', phone: '' },
  });
  const { error, onSubmit } = useServerSubmit(form, onAccept, { fallback: ACCEPT_FAILED, describe: authErrorMessage });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <p className="text-sm text-muted-foreground">Create your account to join the team.</p>
        <FormError message={error} />
        <NewAccountFields
          email={
            <ReadOnlyField
              label="Email"
              hint="Fixed by the invitation."
              type="email"
              value={email}
              autoComplete="email"
            />
          }
        />
        <SubmitButton size="lg" className="w-full" pendingLabel="Creating account...">
          Create Account and Accept
        </SubmitButton>
      </form>
    </Form>
  );
}
