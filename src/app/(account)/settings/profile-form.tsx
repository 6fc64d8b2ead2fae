'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { AuthUser } from '@/components/auth/auth-provider';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Form, FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { ImageUploader } from '@/components/uploads/image-uploader';
import { useUpdateProfile } from '@/hooks/api/account';
import { errorMessage } from '@/lib/api-client';
import { updateProfileSchema } from '@/lib/validation/users';

type Values = z.input<typeof updateProfileSchema>;

export function ProfileForm({ user }: { user: AuthUser }) {
  const router = useRouter();
  const updateProfile = useUpdateProfile();
  const form = useForm<Values, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onBlur',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      phone: user.phone ?? '',
      avatarUrl: user.avatarUrl,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
      form.reset({ ...values, phone: values.phone ?? '' });
      toast.success('Profile updated successfully!');
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error, 'An unexpected error occurred.'));
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          control={form.control}
          name="avatarUrl"
          render={({ field }) => (
            <FormItem hasDescription>
              <p className="text-sm font-medium">Avatar</p>
              <ImageUploader
                context="avatars"
                label="Avatar"
                value={field.value ?? null}
                onChange={(url) => field.onChange(url)}
                className="max-w-xs"
              />
              <FormDescription>JPG, PNG or WebP, up to 5 MB. Save the profile to keep a new avatar.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          <TextField control={form.control} name="displayName" label="Display name" />
          <TextField control={form.control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
    </Form>
  );
}
