import { z } from 'zod';
import { gramsToPounds, poundsToGrams } from '@/lib/coffee/cap-math';
import type { AdminProduct } from '@/lib/contracts/admin-products';
import { text } from '@/lib/validation/common';
import { SHOP_CAP_BAGS_INVALID, SHRINKAGE_INVALID } from '@/lib/validation/product-roasting';

/*
 * The product dialog's "Roasting and limits" (issue 28): shrinkage typed as a percentage, the shop cap per roast day
 * in bags and/or pounds. The roaster thinks in pounds; the request carries grams (1 lb = 453.59237 g, whole grams).
 */

export const POUNDS_INVALID = 'Pounds must be a number above 0 (at most 220,000 lb).';

/** A number typed as text, or null when left empty; `invalid` when it is not a number. */
const numberOrNull = (message: string) =>
  text()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const number = Number(value);
      if (Number.isFinite(number)) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

export const wholeBagsField = (message: string) =>
  numberOrNull(message).pipe(z.number().int(message).min(1, message).max(100_000, message).nullable());

/** Pounds typed by staff → whole grams, or null. */
export const poundsField = numberOrNull(POUNDS_INVALID)
  .pipe(z.number().gt(0, POUNDS_INVALID).max(220_000, POUNDS_INVALID).nullable())
  .transform((pounds) => (pounds === null ? null : Math.max(1, poundsToGrams(pounds))));

export const roastingFormFields = {
  shrinkagePercent: text()
    .trim()
    .transform((value) => (value === '' ? 15 : Number(value)))
    .pipe(
      z
        .number({ error: SHRINKAGE_INVALID })
        .min(0, SHRINKAGE_INVALID)
        .max(50, SHRINKAGE_INVALID)
        .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, SHRINKAGE_INVALID),
    ),
  shopCapBags: wholeBagsField(SHOP_CAP_BAGS_INVALID),
  shopCapPounds: poundsField,
};

/** The request's shape: a cap only when a limit is given. */
export function roastingToBody(values: {
  shrinkagePercent: number;
  shopCapBags: number | null;
  shopCapPounds: number | null;
}) {
  const { shrinkagePercent, shopCapBags: maxBags, shopCapPounds: maxGrams } = values;
  return { shrinkagePercent, shopRoastDayCap: maxBags === null && maxGrams === null ? null : { maxBags, maxGrams } };
}

export function roastingToFormValues(product: AdminProduct | null) {
  const cap = product?.shopRoastDayCap ?? null;
  return {
    shrinkagePercent: String(product?.shrinkagePercent ?? 15),
    shopCapBags: cap?.maxBags == null ? '' : String(cap.maxBags),
    shopCapPounds: cap?.maxGrams == null ? '' : gramsToPounds(cap.maxGrams),
  };
}
