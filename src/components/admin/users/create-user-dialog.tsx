'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { createUserSchema, ROLE_LABELS, USER_ROLES, type CreateUserInput, type CreateUserValues } from '@/lib/validation/admin-users';
import { useCaptains, useCreateUser } from './users-api';

const EMPTY: CreateUserInput = { firstName: '', lastName: '', email: '', displayName: '', role: 'sub_account', phone: '', parentUserId: null };

const isRole = (value: string): value is CreateUserInput['role'] => (USER_ROLES as readonly string[]).includes(value);

/** Add User: the create-user dialog (spec sections 2, 4 and 5). The handler's own schema validates it. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  const captains = useCaptains({ enabled: open });
  const form = useForm<CreateUserInput, unknown, CreateUserValues>({ resolver: zodResolver(createUserSchema), mode: 'onBlur', defaultValues: EMPTY });
  const { errors, isSubmitting, isSubmitted } = form.formState;
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

  const error = (name: keyof CreateUserInput) => errors[name]?.message;
  const text = (name: 'firstName' | 'lastName' | 'email' | 'displayName' | 'phone', label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField id={`user-${name}`} label={label} error={error(name)}>
      <Input {...fieldA11y(`user-${name}`, error(name))} {...props} {...form.register(name)} />
    </FormField>
  );

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
      <DialogContent preventClose={saving} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>They get an e-mail with a link to choose their password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-busy={saving || undefined}>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('firstName', 'First name', { autoComplete: 'off' })}
            {text('lastName', 'Last name', { autoComplete: 'off' })}
          </div>
          {text('email', 'Email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
          {text('displayName', 'Display name', { autoComplete: 'off' })}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="user-role" label="Role" error={error('role')}>
              <Controller
                control={form.control}
                name="role"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    disabled={saving}
                    onValueChange={(value) => {
                      if (!isRole(value)) return;
                      field.onChange(value);
                      // Only sub-accounts have a parent (spec section 4).
                      if (value !== 'sub_account') form.setValue('parentUserId', null, { shouldValidate: isSubmitted });
                    }}
                  >
                    <SelectTrigger {...fieldA11y('user-role', error('role'))} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {USER_ROLES.map((value) => (
                        <SelectItem key={value} value={value}>
                          {ROLE_LABELS[value]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'off', inputMode: 'tel' })}
          </div>
          {role === 'sub_account' ? (
            <FormField id="user-parentUserId" label="Fundraiser Captain" error={error('parentUserId')}>
              {captains.isPending ? (
                <Skeleton className="h-10 w-full" />
              ) : captains.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {captains.error.message || 'Request failed'}
                </p>
              ) : captains.data.length === 0 ? (
                <p id="user-parentUserId" className="rounded-lg border border-dashed px-3.5 py-2 text-sm text-muted-foreground">
                  No fundraiser captains available
                </p>
              ) : (
                <Controller
                  control={form.control}
                  name="parentUserId"
                  render={({ field }) => (
                    <Select
                      value={field.value ? String(field.value) : ''}
                      disabled={saving}
                      onValueChange={(value) => field.onChange(value ? Number(value) : null)}
                    >
                      <SelectTrigger {...fieldA11y('user-parentUserId', error('parentUserId'))} onBlur={field.onBlur}>
                        <SelectValue placeholder="Select a fundraiser captain" />
                      </SelectTrigger>
                      <SelectContent>
                        {captains.data.map((captain) => (
                          <SelectItem key={captain.id} value={String(captain.id)}>
                            {captain.displayName} ({captain.email})
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
          ) : null}
          <DialogFooter>
            {/* See the note on Create: pressing Cancel must not validate the field being left. */}
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={saving} onMouseDown={(event) => event.preventDefault()}>
              Cancel
            </Button>
            {/*
              Pressing a footer button must not blur the field being typed in first: that blur validates it, the error line
              pushes the button down before the press ends, and the click would miss. Submit validates every field anyway.
            */}
            <Button type="submit" disabled={saving} onMouseDown={(event) => event.preventDefault()}>
              {saving ? 'Saving...' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
