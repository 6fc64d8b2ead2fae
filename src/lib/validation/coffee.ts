import { z } from 'zod';
import { GRINDS, type Grind } from '@/lib/coffee/options';
import type { Cents } from '@/lib/money';
import { text } from './common';

/*
 * A coffee's options and facts as the admin writes them (issue 28), shared by the product handlers and the product
 * dialog. An option is named by its grind and size (the unique pair); the first active one is the default, whose
 * price and cost are the product's own.
 */

export const OPTIONS_REQUIRED = 'A coffee needs at least one active grind and size.';
export const OPTIONS_DUPLICATE = 'Each grind and size may appear once.';
export const PRICE_NOT_DEFAULT = "Price and cost are the first active option's: change them there.";
export const MAX_OPTIONS = 24;

export type OptionValues = {
  grind: Grind;
  size: string;
  sizeGrams: number;
  priceCents: Cents;
  costCents: Cents;
  isActive: boolean;
};

export const grindSchema = z.enum(GRINDS, {
  error: 'Grind must be one of whole bean, drip, espresso, French press, pour-over, cold brew.',
});
export const sizeSchema = text({ error: 'Size is required (e.g. 12 oz).' })
  .trim()
  .min(1, 'Size is required (e.g. 12 oz).')
  .max(20, 'Size must be at most 20 characters.');
const GRAMS_INVALID = 'Grams must be a whole number from 1 to 50000.';
export const sizeGramsSchema = z
  .number({ error: GRAMS_INVALID })
  .int(GRAMS_INVALID)
  .min(1, GRAMS_INVALID)
  .max(50_000, GRAMS_INVALID);

/** The fields of one option; money through the caller's schema (cents). */
export const optionFields = <M extends z.ZodType<Cents, unknown>>(price: M, cost: M) => ({
  grind: grindSchema,
  size: sizeSchema,
  sizeGrams: sizeGramsSchema,
  price,
  cost,
  isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
});

/** Checks the list as a whole: at least one active option, each (grind, size) once. */
export function checkOptions(
  options: ReadonlyArray<{ grind: string; size: string; isActive?: boolean }>,
  ctx: z.RefinementCtx,
) {
  if (!options.some((option) => option.isActive !== false))
    ctx.addIssue({ code: 'custom', message: OPTIONS_REQUIRED, path: ['options'] });
  const keys = options.map((option) => `${option.grind}|${option.size.trim().toLowerCase()}`);
  if (new Set(keys).size !== keys.length)
    ctx.addIssue({ code: 'custom', message: OPTIONS_DUPLICATE, path: ['options'] });
}

const factText = (field: string, max: number) =>
  text({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .nullable()
    .optional();

/** The coffee facts, as the public API names them; null or "" clears one. */
export const coffeeFactFields = {
  origin: z
    .strictObject({
      country: factText('Country', 60),
      region: factText('Region', 100),
      farm: factText('Farm or co-op', 100),
    })
    .optional(),
  process: factText('Process', 60),
  variety: factText('Variety', 100),
  altitude: z
    .number({ error: 'Altitude must be a whole number of metres from 0 to 9000.' })
    .int('Altitude must be a whole number of metres from 0 to 9000.')
    .min(0, 'Altitude must be a whole number of metres from 0 to 9000.')
    .max(9000, 'Altitude must be a whole number of metres from 0 to 9000.')
    .nullable()
    .optional(),
  roastLevel: z
    .number({ error: 'Roast level must be 1 (light) to 5 (dark).' })
    .int('Roast level must be 1 (light) to 5 (dark).')
    .min(1, 'Roast level must be 1 (light) to 5 (dark).')
    .max(5, 'Roast level must be 1 (light) to 5 (dark).')
    .nullable()
    .optional(),
  tastingNotes: z
    .array(
      text({ error: 'Tasting notes must be text.' })
        .trim()
        .min(1, 'A tasting note cannot be empty.')
        .max(40, 'A tasting note must be at most 40 characters.'),
      { error: 'Tasting notes must be a list.' },
    )
    .max(8, 'At most 8 tasting notes.')
    .optional(),
};

export type CoffeeFactsInput = {
  origin?: { country?: string | null; region?: string | null; farm?: string | null };
  process?: string | null;
  variety?: string | null;
  altitude?: number | null;
  roastLevel?: number | null;
  tastingNotes?: string[];
};

/** The product columns of the facts given; absent stays absent, blank text becomes null. */
export function factColumns(facts: CoffeeFactsInput) {
  const blank = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
  return {
    originCountry: blank(facts.origin?.country),
    originRegion: blank(facts.origin?.region),
    originFarm: blank(facts.origin?.farm),
    process: blank(facts.process),
    variety: blank(facts.variety),
    altitudeM: facts.altitude,
    roastLevel: facts.roastLevel,
    tastingNotes: facts.tastingNotes ? [...new Set(facts.tastingNotes)] : undefined,
  };
}
