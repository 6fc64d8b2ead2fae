import { z } from 'zod';

/* Issue 28: the shop's roasting days (0 = Sunday … 6 = Saturday), as POST /_api/admin/shop/roasting accepts them. */

export const ROAST_WEEKDAYS_INVALID = 'roastWeekdays must be a list of 1 to 7 weekdays, 0 (Sunday) to 6 (Saturday).';
export const ROAST_WEEKDAYS_DUPLICATE = 'Each roasting day can be listed only once.';

export const roastWeekdaysField = z
  .array(z.number({ error: ROAST_WEEKDAYS_INVALID }).int(ROAST_WEEKDAYS_INVALID).min(0).max(6), {
    error: ROAST_WEEKDAYS_INVALID,
  })
  .min(1, ROAST_WEEKDAYS_INVALID)
  .max(7, ROAST_WEEKDAYS_INVALID)
  .refine((days) => new Set(days).size === days.length, ROAST_WEEKDAYS_DUPLICATE)
  // Kept in week order, whatever order they came in.
  .transform((days) => [...days].sort((a, b) => a - b));

// POST /_api/admin/shop/roasting
export const updateShopRoastingSchema = z.strictObject(
  { roastWeekdays: roastWeekdaysField },
  { error: 'Send { roastWeekdays: [...] }.' },
);
export type UpdateShopRoastingInput = z.output<typeof updateShopRoastingSchema>;
