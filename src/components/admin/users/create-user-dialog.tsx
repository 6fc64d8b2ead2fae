'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { DialogActions, DialogShell } from '@/components/ui/dialog-shell';
import { Form, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ROLE_LABELS, USER_ROLES } from '@/lib/roles';
import { createUserSchema, type CreateUserInput, type CreateUserValues } from '@/lib/validation/admin-users';
import { useCaptains, useCreateUser } from '@/hooks/api/admin-users';

const EMPTY: CreateUserInput = {
  firstName: '',
  lastName: '',
  email: '',
  displayName: '',
  role: 'sub_account',
  phone: '',
  parentUserId: null,
};

const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** Add User: the create-user dialog (spec sections 2, 4 and 5). The handler's own schema validates it. */
/** What the spec's "parent user" is, in the words of the people who use the dialog. */
export const PARENT_EXPLANATION =
  'Choose the captain this fundraiser belongs to: a fundraiser (sub-account) sells on a captain’s team, so it needs one.';

export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  const captains = useCaptains({ enabled: open });
  const form = useForm<CreateUserInput, unknown, CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const saving = isSubmitting || create.isPending;
  const role = useWatch({ control: form.control, name: 'role' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset(EMPTY);
      setOpen(false);
    } catch {
      // The mutation has shown the failure toast; the dialog stays open with the entries kept.
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button">
          <Plus aria-hidden="true" />
          Add User
        </Button>
      </DialogTrigger>
      <DialogShell
        preventClose={saving}
        className="sm:max-w-xl"
        title="Add User"
        description="They get an e-mail with a link to choose their password."
      >
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField control={form.control} name="firstName" label="First name" autoComplete="off" />
              <TextField control={form.control} name="lastName" label="Last name" autoComplete="off" />
            </div>
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              inputMode="email"
            />
            <TextField control={form.control} name="displayName" label="Display name" autoComplete="off" />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="role"
                label="Role"
                options={ROLE_OPTIONS}
                disabled={saving}
                // Only sub-accounts have a parent (spec section 4).
                onValueChange={(value) =>
                  value !== 'sub_account' && form.setValue('parentUserId', null, { shouldValidate: isSubmitted })
                }
              />
              <TextField
                control={form.control}
                name="phone"
                label="Phone (optional)"
                type="tel"
                autoComplete="off"
                inputMode="tel"
              />
            </div>
            {role === 'sub_account' ? (
              // Beside the spec's error text ("A parent user is required for sub-accounts"), what it means.
              <p className="text-sm text-muted-foreground">{PARENT_EXPLANATION}</p>
            ) : null}
            {role !== 'sub_account' ? null : captains.isPending ? (
              <div className="space-y-2">
                <Label>Fundraiser Captain</Label>
                <Skeleton className="h-10 w-full" />
              </div>
            ) : captains.error ? (
              <p role="alert" className="text-sm text-destructive">
                {captains.error.message || 'Request failed'}
              </p>
            ) : captains.data.length === 0 ? (
              <FormField
                control={form.control}
                name="parentUserId"
                render={() => (
                  <FormItem>
                    <Label>Fundraiser Captain</Label>
                    <p className="rounded-lg border border-dashed px-3.5 py-2 text-sm text-muted-foreground">
                      No fundraiser captains available
                    </p>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ) : (
              <SelectField
                control={form.control}
                name="parentUserId"
                label="Fundraiser Captain"
                placeholder="Select a fundraiser captain"
                options={captains.data.map((captain) => ({
                  value: String(captain.id),
                  label: `${captain.displayName} (${captain.email})`,
                }))}
                parse={(value) => (value ? Number(value) : null)}
                disabled={saving}
              />
            )}
            <DialogActions label="Create" busy={saving} onCancel={() => setOpen(false)} keepFieldFocus />
          </form>
        </Form>
      </DialogShell>
    </Dialog>
  );
}
