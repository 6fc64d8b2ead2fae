/*
 * Coffee weights (issue 28): grams are the one unit stored and summed (integers end to end); pounds and kilograms are
 * worked out only to show or export them, here. No imports: the roast plan's pages and CSV share it.
 */

/** Grams in one avoirdupois pound, exactly 453.59237, as an integer ratio (100,000 lb = 45,359,237 g). */
const GRAMS_PER_100K_POUNDS = 45_359_237;

/** Shrinkage when a coffee has none of its own: 15 %, in tenths of a percent as products.shrinkage_permille. */
export const DEFAULT_SHRINKAGE_PERMILLE = 150;

/**
 * The green coffee to roast for `roastedGrams` of roasted coffee: roasted ÷ (1 − shrinkage), rounded up to the gram
 * (never short), in integer arithmetic: ceil(roasted × 1000 / (1000 − permille)).
 */
export function greenGramsFor(roastedGrams: number, shrinkagePermille: number = DEFAULT_SHRINKAGE_PERMILLE): number {
  const kept = 1000 - shrinkagePermille;
  // Integers well below 2^53 (a tonne is 10^9 × 1000): the division is exact before flooring.
  return Math.floor((roastedGrams * 1000 + kept - 1) / kept);
}

/** Hundredths as a fixed two-decimal text: 1234 → "12.34". */
const hundredthsText = (hundredths: number) => {
  const sign = hundredths < 0 ? '-' : '';
  const value = Math.abs(hundredths);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
};

/** Grams as pounds with two decimals, rounded half up: 907 → "2.00", 10000 → "22.05". */
export function poundsText(grams: number): string {
  return hundredthsText(Math.round((grams * 10_000_000) / GRAMS_PER_100K_POUNDS));
}

/** Grams as kilograms with two decimals: 907 → "0.91". */
export function kilogramsText(grams: number): string {
  return hundredthsText(Math.round(grams / 10));
}

const grouped = (text: string) => {
  const [whole, decimals] = text.split('.');
  return `${Number(whole).toLocaleString('en-US')}.${decimals}`;
};

/** "22.05 lb", with thousands separators: what the roast plan shows. */
export const formatPounds = (grams: number) => `${grouped(poundsText(grams))} lb`;

/** "10.00 kg", with thousands separators. */
export const formatKilograms = (grams: number) => `${grouped(kilogramsText(grams))} kg`;

/** "1,234 g". */
export const formatGrams = (grams: number) => `${grams.toLocaleString('en-US')} g`;
