import { z } from 'zod';
import type { CampaignCap } from '@/lib/contracts/admin-campaigns';
import { isCalendarDate } from '@/lib/dates';
import { CAP_BAGS_INVALID, ROAST_DATE_INVALID } from '@/lib/validation/campaign-roasting';
import { text } from '@/lib/validation/common';

/*
 * The campaign dialog's roast day and batch limits (issue 28): the day as a date input gives it ("" for none), and
 * per coffee a limit in bags and/or pounds as typed. The API takes grams (campaign create/update `caps`, the whole
 * list): pounds are converted here, 1 lb = 453.59237 g rounded to the gram, and a limit whose pounds were not
 * retyped keeps its stored grams exactly.
 */

export const CAP_POUNDS_INVALID = 'Pounds must be a number above 0 with at most two decimals (up to 220,000).';

const GRAMS_PER_POUND = 453.59237;
const MAX_CAP_GRAMS = 100_000_000;

/** "12.5" pounds → 5670 grams; undefined when it is not a valid limit. */
export function poundsToGrams(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const grams = Math.round(Number(trimmed) * GRAMS_PER_POUND);
  return grams >= 1 && grams <= MAX_CAP_GRAMS ? grams : undefined;
}

/** 5670 grams → "12.5" (two decimals at most, no trailing zeros), as the pounds field shows a stored limit. */
export function gramsToPoundsInput(grams: number): string {
  return String(Number((grams / GRAMS_PER_POUND).toFixed(2)));
}

/** "24" → 24 bags; undefined when it is not a whole number from 1 to 100,000. */
function bagsValue(value: string): number | undefined {
  const trimmed = value.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  const bags = Number(trimmed);
  return bags >= 1 && bags <= 100_000 ? bags : undefined;
}

/** One coffee's row: its limits as typed, and the grams stored before (null: none), kept if the pounds are unchanged. */
export const capRowField = z.object({
  productId: z.number().int().positive(),
  maxBags: text(),
  maxPounds: text(),
  savedGrams: z.number().int().nullable(),
});
export type CapRowValues = z.input<typeof capRowField>;

export const roastingFormFields = {
  roastDate: text().refine((value) => value.trim() === '' || isCalendarDate(value.trim()), ROAST_DATE_INVALID),
  caps: z.array(capRowField),
};

type RoastingValues = { roastDate: string; caps: CapRowValues[] };

/** The rows' problems, each on its own field (for the form's superRefine). */
export function roastingFormIssues(values: RoastingValues): Array<{ message: string; path: (string | number)[] }> {
  const issues: Array<{ message: string; path: (string | number)[] }> = [];
  values.caps.forEach((row, index) => {
    if (row.maxBags.trim() !== '' && bagsValue(row.maxBags) === undefined)
      issues.push({ message: CAP_BAGS_INVALID, path: ['caps', index, 'maxBags'] });
    if (row.maxPounds.trim() !== '' && poundsToGrams(row.maxPounds) === undefined)
      issues.push({ message: CAP_POUNDS_INVALID, path: ['caps', index, 'maxPounds'] });
  });
  return issues;
}

/** The API's keys: roastDate ("YYYY-MM-DD" or null) and caps, only the coffees with a limit. */
export function roastingFormBody(values: RoastingValues): { roastDate: string | null; caps: CampaignCap[] } {
  const caps = values.caps.flatMap((row) => {
    const maxBags = bagsValue(row.maxBags) ?? null;
    const poundsUnchanged = row.savedGrams !== null && row.maxPounds.trim() === gramsToPoundsInput(row.savedGrams);
    const maxGrams = poundsUnchanged ? row.savedGrams : (poundsToGrams(row.maxPounds) ?? null);
    return maxBags === null && maxGrams === null ? [] : [{ productId: row.productId, maxBags, maxGrams }];
  });
  return { roastDate: values.roastDate.trim() || null, caps };
}

/**
 * The form's rows: one per coffee the campaign sells (in the order given) and per coffee with a stored cap that it no
 * longer sells (so that cap can be seen and cleared).
 */
export function roastingToFormValues(
  campaign: { roastDate: string | null; caps: CampaignCap[] } | null,
  productIds: readonly number[] = [],
): RoastingValues {
  const caps = campaign?.caps ?? [];
  const ids = [...productIds, ...caps.map((cap) => cap.productId).filter((id) => !productIds.includes(id))];
  return {
    roastDate: campaign?.roastDate ?? '',
    caps: ids.map((productId) => {
      const cap = caps.find((candidate) => candidate.productId === productId);
      return {
        productId,
        maxBags: cap?.maxBags != null ? String(cap.maxBags) : '',
        maxPounds: cap?.maxGrams != null ? gramsToPoundsInput(cap.maxGrams) : '',
        savedGrams: cap?.maxGrams ?? null,
      };
    }),
  };
}
