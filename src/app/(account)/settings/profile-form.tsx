'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser } from '@/components/auth/auth-provider';
import { ImageField } from '@/components/forms/image-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Form } from '@/components/ui/form';
import { useUpdateProfile } from '@/hooks/api/account';
import { MINORS_NAME_NOTE, PUBLIC_FIELD_HINTS } from '@/lib/labels/privacy';
import { updateProfileSchema } from '@/lib/validation/users';

type Values = z.input<typeof updateProfileSchema>;

/** `childrensCampaign`: the user's page belongs to a children's campaign (issue 27), so the hints say what shows. */
export function ProfileForm({ user, childrensCampaign = false }: { user: AuthUser; childrensCampaign?: boolean }) {
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

  const onSubmit = useToastSubmit(form, 'Profile updated successfully!', async (values) => {
    await updateProfile.mutateAsync(values);
    form.reset({ ...values, phone: values.phone ?? '' });
    router.refresh();
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ImageField
          control={form.control}
          name="avatarUrl"
          label="Avatar"
          context="avatars"
          hint={`JPG, PNG or WebP, up to 5 MB. Save the profile to keep a new avatar. ${
            childrensCampaign ? 'Not shown publicly in your children’s campaign.' : PUBLIC_FIELD_HINTS.avatar
          }`}
          className="max-w-xs"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          <TextField
            control={form.control}
            name="displayName"
            label="Display name"
            hint={childrensCampaign ? MINORS_NAME_NOTE : PUBLIC_FIELD_HINTS.displayName}
          />
          <TextField control={form.control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </div>
        <SubmitButton pendingLabel="Saving...">Save Profile</SubmitButton>
      </form>
    </Form>
  );
}
