'use client';

import type { UseFormReturn } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import type { CampaignFormBody, CampaignFormValues } from '@/lib/forms/admin-campaign-form';
import { PRIVACY_MODE_DESCRIPTIONS, PRIVACY_MODE_LABELS } from '@/lib/labels/privacy';
import type { PrivacyMode } from '@/lib/privacy/public-name';
import { cn } from '@/lib/utils';

/** The careful mode first: the dialog proposes it for a new campaign. */
const MODES: readonly PrivacyMode[] = ['minors', 'standard'];

/**
 * Issue 27: how the campaign's participants are shown publicly (a radio group under the legend "Privacy") and
 * whether its leaderboard shows each seller's amounts.
 */
export function CampaignPrivacyFields({
  form,
  disabled,
}: {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignFormBody>;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-3 border-t pt-4">
      <FormField
        control={form.control}
        name="privacyMode"
        render={({ field }) => (
          <FormItem>
            <fieldset className="grid gap-2" disabled={disabled}>
              <legend className="mb-1 text-sm font-semibold">Privacy</legend>
              {MODES.map((mode) => (
                <label
                  key={mode}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                    field.value === mode && 'border-primary ring-1 ring-primary',
                  )}
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={mode}
                    checked={field.value === mode}
                    onChange={() => field.onChange(mode)}
                    onBlur={field.onBlur}
                    ref={field.value === mode ? field.ref : undefined}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span>
                    <span className="font-medium">{PRIVACY_MODE_LABELS[mode]}</span> — {PRIVACY_MODE_DESCRIPTIONS[mode]}
                  </span>
                </label>
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="showSellerAmounts"
        render={({ field }) => (
          <FormItem hasDescription className="grid grid-cols-[auto_1fr] items-center space-y-0 gap-x-3 gap-y-1">
            <FormControl>
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={field.value}
                disabled={disabled}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            </FormControl>
            <FormLabel>Show each seller’s amounts on the leaderboard</FormLabel>
            <FormDescription className="col-start-2">
              When off, the leaderboard lists the sellers without their amounts.
            </FormDescription>
          </FormItem>
        )}
      />
    </div>
  );
}
