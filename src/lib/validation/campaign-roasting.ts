import { z } from 'zod';
import { isCalendarDate } from '@/lib/dates';
import { positiveId, text } from './common';

/* Issue 28: a campaign's roast day and its batch limits, as the admin campaign calls accept them. */

export const ROAST_DATE_INVALID = 'Roast date must be a date (YYYY-MM-DD).';
export const CAPS_INVALID = 'caps must be a list of { productId, maxBags?, maxGrams? }.';
export const CAP_PRODUCT_INVALID = 'Each cap needs the productId of a coffee.';
export const CAP_BAGS_INVALID = 'maxBags must be a whole number of bags from 1 to 100,000.';
export const CAP_GRAMS_INVALID = 'maxGrams must be a whole number of grams from 1 to 100,000,000.';
export const CAP_NEEDS_LIMIT = 'Each cap needs maxBags or maxGrams.';
export const CAP_DUPLICATE = 'A coffee can have only one cap per campaign.';

/** "YYYY-MM-DD", or null / "" for no roast day yet. */
export const roastDateField = z.union(
  [
    z.null(),
    z.literal('').transform(() => null),
    text({ error: ROAST_DATE_INVALID })
      .trim()
      .refine((value) => isCalendarDate(value), ROAST_DATE_INVALID),
  ],
  { error: ROAST_DATE_INVALID },
);

const limit = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

const capField = z
  .strictObject(
    {
      productId: positiveId(CAP_PRODUCT_INVALID),
      maxBags: limit(100_000, CAP_BAGS_INVALID),
      maxGrams: limit(100_000_000, CAP_GRAMS_INVALID),
    },
    { error: CAPS_INVALID },
  )
  .refine((cap) => cap.maxBags != null || cap.maxGrams != null, CAP_NEEDS_LIMIT)
  .transform((cap) => ({ productId: cap.productId, maxBags: cap.maxBags ?? null, maxGrams: cap.maxGrams ?? null }));

/** The whole list of a campaign's caps: it replaces the saved one ([] removes every cap). */
export const capsField = z
  .array(capField, { error: CAPS_INVALID })
  .max(500, 'A campaign can have at most 500 caps.')
  .refine((caps) => new Set(caps.map((cap) => cap.productId)).size === caps.length, CAP_DUPLICATE);
export type CampaignCapsInput = z.output<typeof capsField>;
