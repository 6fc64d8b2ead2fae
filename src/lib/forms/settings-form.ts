import { z } from 'zod';
import type { FundraiserSettingsJson } from '@/lib/contracts/account';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import { text } from '@/lib/validation/common';
import { SLUG_MAX, updateSettingsSchema } from '@/lib/validation/settings';

/** While typing a page address: spaces become hyphens, anything else but letters, digits and hyphens is dropped. */
export function normalizeSlugInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAX);
}

// The fundraiser settings card (the one form↔API strategy): the goal is typed in dollars and sent in cents; each field
// goes through the endpoint's own rule, so the messages are the API's.
export const fundraiserSettingsFormSchema = z
  .object({
    isPublic: updateSettingsSchema.shape.isPublic,
    onLeaderboard: updateSettingsSchema.shape.onLeaderboard,
    customMessage: updateSettingsSchema.shape.customMessage,
    description: updateSettingsSchema.shape.description,
    // Text that is not an amount becomes NaN, which the goal's own rule refuses with its message.
    goalDollars: text()
      .transform((value): number | null | undefined =>
        value.trim() === '' ? null : (decimalToCents(value) ?? Number.NaN),
      )
      .pipe(updateSettingsSchema.shape.goalAmount),
    landingPageSlug: text()
      .transform((value): string | null | undefined => value || null)
      .pipe(updateSettingsSchema.shape.landingPageSlug),
  })
  .transform(({ goalDollars, ...settings }) => ({ ...settings, goalAmount: goalDollars }));
export type FundraiserSettingsFormValues = z.input<typeof fundraiserSettingsFormSchema>;

export function settingsToFormValues(settings: FundraiserSettingsJson): FundraiserSettingsFormValues {
  return {
    isPublic: settings.isPublic,
    onLeaderboard: settings.onLeaderboard,
    customMessage: settings.customMessage ?? '',
    description: settings.description ?? '',
    goalDollars: settings.goalAmount ? centsToDecimal(settings.goalAmount) : '',
    landingPageSlug: settings.landingPageSlug ?? '',
  };
}
