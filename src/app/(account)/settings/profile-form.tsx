'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useAuth, type AuthUser } from '@/components/auth/auth-provider';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ImageUploader } from '@/components/uploads/image-uploader';
import { apiFetch } from '@/lib/api-client';
import { updateProfileSchema } from '@/lib/validation/users';

type Values = z.input<typeof updateProfileSchema>;

export function ProfileForm({ user }: { user: AuthUser }) {
  const router = useRouter();
  const { setUser } = useAuth();
  const form = useForm<Values, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onBlur',
    defaultValues: { firstName: user.firstName, lastName: user.lastName, displayName: user.displayName, phone: user.phone ?? '', avatarUrl: user.avatarUrl },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await apiFetch<{ user: AuthUser }>('/_api/users/profile', {
        method: 'POST',
        body: JSON.stringify(values),
        fallbackError: 'Failed to update profile',
      });
      setUser(result.user);
      form.reset({ ...values, phone: values.phone ?? '' });
      toast.success('Profile updated successfully!');
      router.refresh();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-medium">Avatar</p>
        <Controller
          control={form.control}
          name="avatarUrl"
          render={({ field }) => (
            <ImageUploader context="avatars" label="Avatar" value={field.value ?? null} onChange={(url) => field.onChange(url)} className="max-w-xs" />
          )}
        />
        <p className="text-xs text-muted-foreground">JPG, PNG or WebP, up to 5 MB. Save the profile to keep a new avatar.</p>
        {errors.avatarUrl?.message ? <p className="text-sm font-medium text-destructive">{errors.avatarUrl.message}</p> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name" error={errors.firstName?.message}>
          <Input {...fieldA11y('profile-first-name', errors.firstName?.message)} autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="profile-last-name" label="Last name" error={errors.lastName?.message}>
          <Input {...fieldA11y('profile-last-name', errors.lastName?.message)} autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField id="profile-display-name" label="Display name" error={errors.displayName?.message}>
          <Input {...fieldA11y('profile-display-name', errors.displayName?.message)} {...form.register('displayName')} />
        </FormField>
        <FormField id="profile-phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input {...fieldA11y('profile-phone', errors.phone?.message)} type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
