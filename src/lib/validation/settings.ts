import { z } from 'zod';

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
  z
    .string()
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
  landingPageSlug: z
    .string()
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
