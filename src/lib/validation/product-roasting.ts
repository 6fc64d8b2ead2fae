import { z } from 'zod';
import type { ProductChanges } from './admin-products';

/*
 * Issue 28: the coffee's roasting figures. Shrinkage is typed as a percentage with one decimal (15.5) and kept in
 * tenths of a percent; the shop's cap per roast day is bags and/or roasted grams (null or {} removes it).
 */
export const SHRINKAGE_INVALID = 'Shrinkage must be a percentage from 0 to 50 with at most one decimal.';
export const SHOP_CAP_INVALID = 'shopRoastDayCap must be { maxBags?, maxGrams? } or null.';
export const SHOP_CAP_BAGS_INVALID = 'The shop cap per roast day must be a whole number of bags from 1 to 100,000.';
export const SHOP_CAP_GRAMS_INVALID =
  'The shop cap per roast day must be a whole number of grams from 1 to 100,000,000.';

const capLimit = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).nullable().optional();

export const roastingFields = {
  shrinkagePercent: z
    .number({ error: SHRINKAGE_INVALID })
    .min(0, SHRINKAGE_INVALID)
    .max(50, SHRINKAGE_INVALID)
    .refine((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), SHRINKAGE_INVALID)
    .transform((value) => Math.round(value * 10))
    .optional(),
  shopRoastDayCap: z
    .strictObject(
      {
        maxBags: capLimit(100_000, SHOP_CAP_BAGS_INVALID),
        maxGrams: capLimit(100_000_000, SHOP_CAP_GRAMS_INVALID),
      },
      { error: SHOP_CAP_INVALID },
    )
    .nullable()
    .optional(),
};

type RoastingInput = {
  shrinkagePercent?: number;
  shopRoastDayCap?: { maxBags?: number | null; maxGrams?: number | null } | null;
};

/** The roasting fields as columns; absent stays absent, a null cap (or one without limits) clears both. */
export function roastingColumns({ shrinkagePercent, shopRoastDayCap }: RoastingInput): ProductChanges {
  const changes: ProductChanges = {};
  if (shrinkagePercent !== undefined) changes.shrinkagePermille = shrinkagePercent;
  if (shopRoastDayCap !== undefined) {
    changes.shopDayMaxBags = shopRoastDayCap?.maxBags ?? null;
    changes.shopDayMaxGrams = shopRoastDayCap?.maxGrams ?? null;
  }
  return changes;
}
