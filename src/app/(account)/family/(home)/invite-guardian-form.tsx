'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useInviteGuardian } from '@/hooks/api/family';
import { inviteGuardianSchema, type InviteGuardianInput } from '@/lib/validation/family';

/** Invites another parent or guardian by e-mail (they accept signed in with that address). */
export function InviteGuardianForm({ disabled }: { disabled: boolean }) {
  const invite = useInviteGuardian();
  const form = useForm<InviteGuardianInput, unknown, z.output<typeof inviteGuardianSchema>>({
    resolver: zodResolver(inviteGuardianSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = useToastSubmit(form, 'Invitation sent.', async (body) => {
    await invite.mutateAsync(body);
    form.reset({ email: '' });
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          control={form.control}
          name="email"
          label="Their e-mail"
          type="email"
          autoComplete="off"
          className="flex-1"
          hint={disabled ? 'Add a child first.' : undefined}
        />
        <SubmitButton pendingLabel="Sending..." disabled={disabled}>
          Send invitation
        </SubmitButton>
      </form>
    </Form>
  );
}
