'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Switch } from 'radix-ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api-client';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import { normalizeSlugInput, updateSettingsSchema } from '@/lib/validation/settings';

export type FundraiserSettingsJson = { isPublic: boolean; customMessage: string | null; description: string | null; goalAmount: number | null; landingPageSlug: string | null };

type FormValues = { isPublic: boolean; customMessage: string; description: string; goalDollars: string; landingPageSlug: string };

const SETTINGS_KEY = ['settings'] as const;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied to clipboard!');
  } catch {
    toast.error('Failed to copy link');
  }
}

/** Fundraiser settings for team members: public page, texts, page address and goal (entered in dollars, stored in cents). */
export function FundraiserSettingsCard({ initial, origin }: { initial: FundraiserSettingsJson; origin: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => (await apiFetch<{ settings: FundraiserSettingsJson }>('/_api/users/settings', { fallbackError: 'Failed to fetch settings' })).settings,
    initialData: initial,
    staleTime: 5 * 60_000,
  });
  const form = useForm<FormValues>({
    values: {
      isPublic: data.isPublic,
      customMessage: data.customMessage ?? '',
      description: data.description ?? '',
      goalDollars: data.goalAmount ? centsToDecimal(data.goalAmount) : '',
      landingPageSlug: data.landingPageSlug ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: 'landingPageSlug' });
  const pageUrl = slug ? `${origin}/fundraisers/${slug}` : null;

  const toRequest = (values: FormValues) => {
    const goal = values.goalDollars.trim() === '' ? null : decimalToCents(values.goalDollars);
    return {
      isPublic: values.isPublic,
      customMessage: values.customMessage,
      description: values.description,
      goalAmount: goal === null && values.goalDollars.trim() !== '' ? Number.NaN : goal,
      landingPageSlug: values.landingPageSlug || null,
    };
  };

  // The form edits dollars; the request (and its shared schema) speaks cents.
  const submit = async (values: FormValues) => {
    form.clearErrors();
    const request = toRequest(values);
    const parsed = updateSettingsSchema.safeParse(request);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === 'goalAmount' ? 'goalDollars' : (issue.path[0] as keyof FormValues);
      form.setError(field, { message: issue.message });
      return;
    }
    try {
      const result = await apiFetch<{ settings: FundraiserSettingsJson }>('/_api/users/settings', {
        method: 'POST',
        body: JSON.stringify(request),
        fallbackError: 'Failed to update settings',
      });
      queryClient.setQueryData(SETTINGS_KEY, result.settings);
      toast.success('Settings updated successfully!');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'An unexpected error occurred.');
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(form.getValues());
      }}
      noValidate
      className="space-y-5"
    >
      <div className="flex items-center justify-between gap-4 rounded-xl border p-4">
        <div>
          <Label htmlFor="settings-public">Public Page</Label>
          <p className="mt-1 text-sm text-muted-foreground">Show your fundraiser page and list you on the campaign leaderboard.</p>
        </div>
        <Controller
          control={form.control}
          name="isPublic"
          render={({ field }) => (
            <Switch.Root
              id="settings-public"
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          )}
        />
      </div>
      <FormField id="settings-description" label="Description" error={errors.description?.message}>
        <Textarea {...fieldA11y('settings-description', errors.description?.message)} rows={3} {...form.register('description')} />
      </FormField>
      <FormField id="settings-message" label="Custom message" error={errors.customMessage?.message}>
        <Textarea {...fieldA11y('settings-message', errors.customMessage?.message)} rows={3} {...form.register('customMessage')} />
      </FormField>
      <FormField id="settings-slug" label="Custom fundraiser URL" hint="3 to 50 letters, numbers and hyphens." error={errors.landingPageSlug?.message}>
        <Input
          {...fieldA11y('settings-slug', errors.landingPageSlug?.message)}
          {...form.register('landingPageSlug', { onChange: (event) => form.setValue('landingPageSlug', normalizeSlugInput(event.target.value)) })}
        />
      </FormField>
      {pageUrl ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="text-muted-foreground">Preview:</span>
          <span className="break-all font-medium">{pageUrl}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => copy(pageUrl)} aria-label="Copy fundraiser page link">
            <Copy /> Copy
          </Button>
        </div>
      ) : null}
      <FormField id="settings-goal" label="Goal Amount ($)" error={errors.goalDollars?.message}>
        <Input {...fieldA11y('settings-goal', errors.goalDollars?.message)} inputMode="decimal" placeholder="500.00" {...form.register('goalDollars')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

/** Captains and admins share campaign pages instead of a personal one. */
export function CampaignLinksList({ campaigns, origin }: { campaigns: Array<{ id: number; name: string; slug: string | null }>; origin: string }) {
  return (
    <ul className="divide-y rounded-xl border">
      {campaigns.map((campaign) => {
        const url = campaign.slug ? `${origin}/campaigns/${campaign.slug}` : null;
        return (
          <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium">{campaign.name}</p>
              <p className="break-all text-sm text-muted-foreground">{url ?? 'URL not available (no slug)'}</p>
            </div>
            {url ? (
              <Button type="button" variant="outline" size="sm" onClick={() => copy(url)} aria-label={`Copy link for ${campaign.name}`}>
                <Copy /> Copy
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
