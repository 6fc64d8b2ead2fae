/** Batch limit arithmetic shared by staff's status, the public cards and the admin dialog (issue 28). */

/** 1 lb in grams, exactly (the roaster thinks in pounds; the database keeps grams). */
export const GRAMS_PER_POUND = 453.59237;

/** Pounds typed by staff → whole grams (null for none). */
export const poundsToGrams = (pounds: number): number => Math.round(pounds * GRAMS_PER_POUND);

/** Grams → pounds for display, two decimals at most ("12.5", "0.75"). */
export const gramsToPounds = (grams: number): string => String(Math.round((grams / GRAMS_PER_POUND) * 100) / 100);

/** Public cards say "Only N left" from this many bags down (N in the coffee's default size). */
export const FEW_LEFT_BAGS = 10;

export type CapFigures = {
  maxBags: number | null;
  maxGrams: number | null;
  soldBags: number;
  soldGrams: number;
};

/**
 * Bags of the coffee's default size still allowed under a cap: the tighter of its bag and gram limits, never below
 * zero, floored; null when no limit applies (no cap, or a default size unknown for a gram limit).
 */
export function remainingBags(cap: CapFigures, defaultSizeGrams: number | null): number | null {
  const left: number[] = [];
  if (cap.maxBags !== null) left.push(cap.maxBags - cap.soldBags);
  if (cap.maxGrams !== null && defaultSizeGrams && defaultSizeGrams > 0)
    left.push(Math.floor((cap.maxGrams - cap.soldGrams) / defaultSizeGrams));
  return left.length === 0 ? null : Math.max(0, Math.min(...left));
}
