'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useSaveChildSettings } from '@/hooks/api/family';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import {
  fundraiserSettingsFormSchema,
  normalizeSlugInput,
  settingsToFormValues,
  type FundraiserSettingsFormValues,
} from '@/lib/forms/settings-form';
import type { UpdateSettingsInput } from '@/lib/validation/settings';

const SWITCH_ROOT =
  'relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors data-[state=checked]:bg-primary';
const SWITCH_THUMB =
  'block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]';

/** A child's page: the account settings' fields and rules (goal in dollars, sent in cents), saved for the child. */
export function ChildSettingsForm({
  childId,
  firstName,
  settings,
}: {
  childId: number;
  firstName: string;
  settings: FundraiserSettingsJson;
}) {
  const save = useSaveChildSettings();
  const router = useRouter();
  const form = useForm<FundraiserSettingsFormValues, unknown, UpdateSettingsInput>({
    resolver: zodResolver(fundraiserSettingsFormSchema),
    defaultValues: settingsToFormValues(settings),
  });
  const onSubmit = useToastSubmit(form, `${firstName}'s page saved.`, async (values) => {
    const { onLeaderboard: _leaderboard, ...page } = values;
    void _leaderboard;
    await save.mutateAsync({ childId, ...page });
    router.refresh();
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <FormItem
              hasDescription
              className="flex items-center justify-between gap-4 space-y-0 rounded-lg border p-3"
            >
              <div>
                <FormLabel>Page switched on</FormLabel>
                <FormDescription className="mt-1 text-sm">
                  It is public only while your consent to a public page is also recorded.
                </FormDescription>
              </div>
              <FormControl>
                <Switch.Root checked={field.value} onCheckedChange={field.onChange} className={SWITCH_ROOT}>
                  <Switch.Thumb className={SWITCH_THUMB} />
                </Switch.Root>
              </FormControl>
            </FormItem>
          )}
        />
        <TextField
          control={form.control}
          name="landingPageSlug"
          label="Page address"
          hint="3 to 50 letters, numbers and hyphens, after /fundraisers/. Avoid the child's last name."
          normalize={normalizeSlugInput}
        />
        <TextField control={form.control} name="goalDollars" label="Goal (USD)" inputMode="decimal" />
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          hint="Shown on the page."
          rows={3}
        />
        <TextareaField
          control={form.control}
          name="customMessage"
          label="Message to supporters"
          hint="Shown on the page."
          rows={2}
        />
        <SubmitButton pendingLabel="Saving...">Save page</SubmitButton>
      </form>
    </Form>
  );
}
