'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2, TriangleAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/forms/text-field';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import type { InviteMembersResult } from '@/lib/contracts/captain-team';
import { notSentInvitees, type NotSent } from '@/lib/invite-outcomes';
import { inviteMembersFormSchema, type InviteMembersFormValues } from '@/lib/forms/invite-members-form';
import { MAX_INVITES_PER_REQUEST } from '@/lib/validation/invites';
import { useInviteMembers } from '@/hooks/api/captain-team';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Spec section 8: one toast per count, each error on its own, the existing-account e-mails listed. Issue 26: an
 * invitee not sent an invitation is named with why (a warning, never under "processed successfully"). Answers whether
 * everything went out, and who did not get an invitation.
 */
export function showInviteResult(result: InviteMembersResult): { clean: boolean; notSent: NotSent[] } {
  if (result.sent > 0) toast.success(`${plural(result.sent, 'invitation', 'invitations')} sent.`);
  if (result.existing_users > 0) {
    toast.info(
      `${plural(result.existing_users, 'invitee already has an account', 'invitees already have accounts')} and can accept by logging in.`,
      {
        description: result.existing_user_emails.join(', '),
      },
    );
  }
  const notSent = notSentInvitees(result);
  if (notSent.length > 0) {
    toast.warning(`${plural(notSent.length, 'invitation', 'invitations')} not sent.`, {
      description: notSent.map((line) => line.reason).join(' '),
    });
  }
  if (result.failed > 0) toast.error(`${plural(result.failed, 'invitation', 'invitations')} failed.`);
  for (const error of result.errors) toast.error(error);
  const clean = result.errors.length === 0 && result.failed === 0 && notSent.length === 0;
  if (clean) toast.success('Team invitations processed successfully.');
  return { clean, notSent };
}

/** Above the rows after a send: who was not sent an invitation and why (their rows stay, to correct or remove). */
function NotSentNotice({ notSent }: { notSent: NotSent[] }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
        {plural(notSent.length, 'invitation was', 'invitations were')} not sent
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
        {notSent.map((line) => (
          <li key={`${line.email}\n${line.name}`}>{line.reason}</li>
        ))}
      </ul>
    </div>
  );
}

const emptyRow = { name: '', email: '', childFirstName: '' };

export function InviteDialog({ campaignId, campaignName }: { campaignId: number; campaignName: string }) {
  const invite = useInviteMembers(campaignId);
  const [open, setOpen] = useState(false);
  const form = useForm<InviteMembersFormValues, unknown, z.output<typeof inviteMembersFormSchema>>({
    resolver: zodResolver(inviteMembersFormSchema),
    defaultValues: { invites: [emptyRow] },
  });
  const rows = useFieldArray({ control: form.control, name: 'invites' });
  const [notSent, setNotSent] = useState<NotSent[]>([]);
  const reset = (invites = [emptyRow]) => form.reset({ invites });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ invites }) => {
    let result: InviteMembersResult;
    try {
      result = await invite.mutateAsync({ invites });
    } catch (caught) {
      toast.error(errorMessage(caught, 'Failed to send invitations'));
      return;
    }
    const shown = showInviteResult(result);
    setNotSent(shown.notSent);
    if (shown.clean) {
      setOpen(false);
      reset();
    } else if (shown.notSent.length > 0) {
      // Only the rows that were not sent stay, to give them another address (or remove them).
      reset(
        shown.notSent.map(({ name, email, childFirstName }) => ({ name, email, childFirstName: childFirstName ?? '' })),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          reset();
          setNotSent([]);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Invite Members
        </Button>
      </DialogTrigger>
      <DialogShell
        className="max-w-2xl"
        preventClose={isSubmitting}
        title="Invite team members"
        description={
          <>
            Each person gets an e-mail with a link to join {campaignName}. Up to {MAX_INVITES_PER_REQUEST} at a time.
          </>
        }
      >
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {notSent.length > 0 ? <NotSentNotice notSent={notSent} /> : null}
            {errors.invites?.root?.message || errors.invites?.message ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errors.invites?.root?.message ?? errors.invites?.message}
              </p>
            ) : null}
            <ol className="space-y-4">
              {rows.fields.map((field, index) => {
                return (
                  <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                    <TextField
                      control={form.control}
                      name={`invites.${index}.name`}
                      label={`Name ${index + 1}`}
                      autoComplete="off"
                    />
                    <TextField
                      control={form.control}
                      name={`invites.${index}.email`}
                      label={`Email ${index + 1}`}
                      type="email"
                      autoComplete="off"
                    />
                    <TextField
                      control={form.control}
                      name={`invites.${index}.childFirstName`}
                      label={`Child's first name for invitee ${index + 1} (optional)`}
                      hint="For a child: enter the parent's name and e-mail above. Each child is one invitation."
                      autoComplete="off"
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="sm:mt-7"
                      disabled={rows.fields.length <= 1}
                      onClick={() => rows.remove(index)}
                      aria-label={`Remove invitee ${index + 1}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ol>
            <Button
              type="button"
              variant="outline"
              disabled={rows.fields.length >= MAX_INVITES_PER_REQUEST}
              onClick={() => rows.append(emptyRow)}
            >
              <Plus aria-hidden="true" />
              Add another
            </Button>
            <DialogActions label="Send Invitations" busyLabel="Sending..." busy={isSubmitting} />
          </form>
        </Form>
      </DialogShell>
    </Dialog>
  );
}
