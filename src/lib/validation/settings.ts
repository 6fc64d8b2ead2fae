import { z } from 'zod';
import { centsToDecimal, decimalToCents } from '@/lib/money';
import { multilineText, text } from './common';

export const SLUG_MIN = 3;
export const SLUG_MAX = 50;

/** While typing a page address: spaces become hyphens, anything else but letters, digits and hyphens is dropped. */
export function normalizeSlugInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAX);
}

const optionalText = (max: number, label: string) =>
  multilineText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

// POST /_api/users/settings and the fundraiser settings card
export const updateSettingsSchema = z.strictObject({
  isPublic: z.boolean({ error: 'isPublic must be true or false.' }),
  customMessage: optionalText(500, 'Custom message'),
  description: optionalText(1000, 'Description'),
  goalAmount: z
    .number({ error: 'Goal amount must be positive' })
    .int('Goal amount must be a whole number of cents')
    .positive('Goal amount must be positive')
    .max(100_000_000, 'Goal amount is too large')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  landingPageSlug: text()
    .trim()
    .toLowerCase()
    .min(SLUG_MIN, `The page URL must be at least ${SLUG_MIN} characters.`)
    .max(SLUG_MAX, `The page URL must be at most ${SLUG_MAX} characters.`)
    .regex(/^[a-z0-9-]+$/, 'The page URL may only contain letters, numbers and hyphens.')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

/** The settings as GET and POST /_api/users/settings answer them (the goal in cents). */
export type FundraiserSettingsJson = {
  isPublic: boolean;
  customMessage: string | null;
  description: string | null;
  goalAmount: number | null;
  landingPageSlug: string | null;
};

// The fundraiser settings card (the one form↔API strategy): the goal is typed in dollars and sent in cents; each field
// goes through the endpoint's own rule, so the messages are the API's.
export const fundraiserSettingsFormSchema = z
  .object({
    isPublic: updateSettingsSchema.shape.isPublic,
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
    customMessage: settings.customMessage ?? '',
    description: settings.description ?? '',
    goalDollars: settings.goalAmount ? centsToDecimal(settings.goalAmount) : '',
    landingPageSlug: settings.landingPageSlug ?? '',
  };
}
