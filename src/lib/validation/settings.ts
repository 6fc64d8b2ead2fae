import { z } from 'zod';
import { multilineText, positiveId, positiveIdParam, text } from './common';

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

export const SETTINGS_CAMPAIGN_INVALID = 'Campaign ID must be a positive integer.';

/**
 * Issue 27: which page the settings act on, when not the default one (the page of the newest-started active campaign
 * the person takes part in): a campaign the person has a page in (else 404).
 */
// GET /_api/users/settings?campaignId=
export const settingsQuerySchema = z.strictObject({
  campaignId: positiveIdParam(SETTINGS_CAMPAIGN_INVALID).optional(),
});

// POST /_api/users/settings (the spec's body, and optionally the campaign whose page it saves)
export const saveSettingsSchema = updateSettingsSchema.extend({
  campaignId: positiveId(SETTINGS_CAMPAIGN_INVALID).optional(),
});
