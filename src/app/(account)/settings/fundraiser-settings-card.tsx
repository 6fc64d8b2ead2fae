'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextareaField, TextField } from '@/components/forms/text-field';
import { useToastSubmit } from '@/components/forms/use-server-submit';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { useFundraiserSettings, useSaveFundraiserSettings } from '@/hooks/api/account';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import {
  fundraiserSettingsFormSchema,
  normalizeSlugInput,
  settingsToFormValues,
  type FundraiserSettingsFormValues,
} from '@/lib/forms/settings-form';
import { type UpdateSettingsInput } from '@/lib/validation/settings';
import { copyLink } from '@/lib/copy-to-clipboard';
import { PUBLIC_FIELD_HINTS } from '@/lib/labels/privacy';

const SWITCH_ROOT =
  'relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors data-[state=checked]:bg-primary';
const SWITCH_THUMB =
  'block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]';

/** Fundraiser settings for team members: public page, texts, page address and goal (entered in dollars, stored in cents). */
export function FundraiserSettingsCard({
  initial,
  origin,
  campaignId,
}: {
  initial: FundraiserSettingsJson;
  origin: string;
  /** Issue 27: the campaign whose page is edited (absent: the default page). */
  campaignId?: number;
}) {
  const { data } = useFundraiserSettings(initial, campaignId);
  const save = useSaveFundraiserSettings(campaignId);
  const form = useForm<FundraiserSettingsFormValues, unknown, UpdateSettingsInput>({
    resolver: zodResolver(fundraiserSettingsFormSchema),
    values: settingsToFormValues(data),
  });
  const slug = useWatch({ control: form.control, name: 'landingPageSlug' });
  const pageUrl = slug ? `${origin}/fundraisers/${slug}` : null;

  const onSubmit = useToastSubmit(form, 'Settings updated successfully!', (request) => save.mutateAsync(request));

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-4 space-y-0 rounded-xl border p-4">
              <div>
                <FormLabel>Public Page</FormLabel>
                <p className="mt-1 text-sm text-muted-foreground">
                  Show your fundraiser page and list you on the campaign leaderboard.
                </p>
              </div>
              <FormControl>
                <Switch.Root checked={field.value} onCheckedChange={field.onChange} className={SWITCH_ROOT}>
                  <Switch.Thumb className={SWITCH_THUMB} />
                </Switch.Root>
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="onLeaderboard"
          render={({ field }) => (
            <FormItem
              hasDescription
              className="flex items-center justify-between gap-4 space-y-0 rounded-xl border p-4"
            >
              <div>
                <FormLabel>Show me on my campaign’s leaderboard</FormLabel>
                <FormDescription className="mt-1 text-sm">
                  Your page still sells and every order still counts for you and your team.
                </FormDescription>
              </div>
              <FormControl>
                <Switch.Root checked={field.value ?? true} onCheckedChange={field.onChange} className={SWITCH_ROOT}>
                  <Switch.Thumb className={SWITCH_THUMB} />
                </Switch.Root>
              </FormControl>
            </FormItem>
          )}
        />
        <TextareaField
          control={form.control}
          name="description"
          label="Description"
          hint={PUBLIC_FIELD_HINTS.shown}
          rows={3}
        />
        <TextareaField
          control={form.control}
          name="customMessage"
          label="Custom message"
          hint={PUBLIC_FIELD_HINTS.shown}
          rows={3}
        />
        <TextField
          control={form.control}
          name="landingPageSlug"
          label="Custom fundraiser URL"
          hint={`3 to 50 letters, numbers and hyphens. ${PUBLIC_FIELD_HINTS.pageAddress}`}
          normalize={normalizeSlugInput}
        />
        {pageUrl ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="text-muted-foreground">Preview:</span>
            <span className="font-medium break-all">{pageUrl}</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => copyLink(pageUrl)}
              aria-label="Copy fundraiser page link"
            >
              <Copy /> Copy
            </Button>
          </div>
        ) : null}
        <TextField
          control={form.control}
          name="goalDollars"
          label="Goal Amount ($)"
          hint={PUBLIC_FIELD_HINTS.shown}
          inputMode="decimal"
          placeholder="500.00"
        />
        <SubmitButton pendingLabel="Saving...">Save Settings</SubmitButton>
      </form>
    </Form>
  );
}
