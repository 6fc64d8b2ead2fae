import { z } from 'zod';
import { GRINDS } from '@/lib/coffee/options';
import type { AdminProduct } from '@/lib/contracts/admin-products';
import { checkOptions, coffeeFactFields, grindSchema, sizeGramsSchema, sizeSchema } from '@/lib/validation/coffee';
import { text } from '@/lib/validation/common';

/*
 * The product dialog's options and facts (issue 28): built from the same field rules as the handlers
 * (src/lib/validation/coffee.ts); numbers are typed as text and turned into the request's numbers here.
 */

/** A whole number typed as text, or null when left empty. */
const wholeOrNull = (schema: z.ZodNullable<z.ZodNumber>) =>
  text()
    .trim()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(schema);

export const optionRowSchema = <M extends z.ZodType<string, string>>(price: M, cost: M) =>
  z.object({
    grind: grindSchema,
    size: sizeSchema,
    sizeGrams: text().trim().transform(Number).pipe(sizeGramsSchema),
    price,
    cost,
    isActive: z.boolean(),
  });

export const factFormFields = {
  roastLevel: wholeOrNull(coffeeFactFields.roastLevel.unwrap()),
  country: coffeeFactFields.origin.unwrap().shape.country.unwrap().unwrap(),
  region: coffeeFactFields.origin.unwrap().shape.region.unwrap().unwrap(),
  farm: coffeeFactFields.origin.unwrap().shape.farm.unwrap().unwrap(),
  process: coffeeFactFields.process.unwrap().unwrap(),
  variety: coffeeFactFields.variety.unwrap().unwrap(),
  altitude: wholeOrNull(coffeeFactFields.altitude.unwrap()),
  // Typed as "cherry, cocoa, orange": commas separate the tags.
  tastingNotes: text()
    .transform((value) =>
      value
        .split(',')
        .map((note) => note.trim())
        .filter(Boolean),
    )
    .pipe(coffeeFactFields.tastingNotes.unwrap()),
};

/** The options list as the form checks it: the same rules as the handler's. */
export const checkOptionRows = checkOptions;

export const GRIND_CHOICES = GRINDS;

export type OptionRowValues = {
  grind: (typeof GRINDS)[number];
  size: string;
  sizeGrams: string;
  price: string;
  cost: string;
  isActive: boolean;
};

/** A new row: the next grind not listed yet, 12 oz. */
export function newOptionRow(rows: OptionRowValues[]): OptionRowValues {
  const used = new Set(rows.filter((row) => row.size === '12 oz').map((row) => row.grind));
  const grind = GRINDS.find((each) => !used.has(each)) ?? 'whole_bean';
  return {
    grind,
    size: '12 oz',
    sizeGrams: '340',
    price: rows[0]?.price ?? '',
    cost: rows[0]?.cost ?? '',
    isActive: true,
  };
}

export function coffeeToFormValues(product: AdminProduct | null) {
  return {
    options: product?.options.length
      ? product.options.map((option) => ({
          grind: option.grind,
          size: option.size,
          sizeGrams: String(option.sizeGrams),
          price: option.price,
          cost: option.cost,
          isActive: option.isActive,
        }))
      : [{ grind: 'whole_bean' as const, size: '12 oz', sizeGrams: '340', price: '', cost: '', isActive: true }],
    roastLevel: product?.roastLevel ? String(product.roastLevel) : '',
    country: product?.origin.country ?? '',
    region: product?.origin.region ?? '',
    farm: product?.origin.farm ?? '',
    process: product?.process ?? '',
    variety: product?.variety ?? '',
    altitude: product?.altitude !== null && product?.altitude !== undefined ? String(product.altitude) : '',
    tastingNotes: product?.tastingNotes.join(', ') ?? '',
  };
}
