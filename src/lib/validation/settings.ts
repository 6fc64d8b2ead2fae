import { z } from 'zod';
import { multilineText, text } from './common';

export const SLUG_MIN = 3;
export const ON_LEADERBOARD_INVALID = 'onLeaderboard must be true or false.';
export const SLUG_MAX = 50;

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
  // Issue 27: false leaves the fundraiser off their campaign's leaderboard; absent keeps what is stored (new: true).
  onLeaderboard: z.boolean({ error: ON_LEADERBOARD_INVALID }).optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
