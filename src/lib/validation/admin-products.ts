import { z } from 'zod';
import { decimalToCents, type Cents } from '@/lib/money';
import { definedOnly } from './changes';
import { enumFilter, listFields, NEWEST_FIRST, PRODUCT_SORT_COLUMNS } from './admin-lists';
import { multilineText, positiveId, text } from './common';
import { imageUrlSchema } from './users';
import {
  checkOptions,
  coffeeFactFields,
  factColumns,
  MAX_OPTIONS,
  optionFields,
  PRICE_NOT_DEFAULT,
  type CoffeeFactsInput,
  type OptionValues,
} from './coffee';
import { roastingColumns, roastingFields } from './product-roasting';

/*
 * Admin product calls (spec admin.md sections 3, 5 and 7). One schema per endpoint, shared by the handlers and
 * the add/edit dialog so the messages are written once. Prices travel as "12.50" strings (or plain numbers with
 * at most two decimals) and come out of the schemas as integer cents.
 */

export const PRODUCT_NAME_REQUIRED = 'Product name is required.';
export const PRICE_INVALID = 'Price must be a positive number.';
export const COST_INVALID = 'Cost must be a positive number.';
export const IMAGE_URL_INVALID = 'Must be a valid URL.';
export const PRODUCT_ID_INVALID = 'Product ID must be a positive integer.';

/** $1,000,000.00: far above any bag of coffee, well inside the integer column. */
export const MAX_PRODUCT_CENTS = 100_000_000;

/**
 * Exact cents from a number or a decimal string with at most two places, or null. A number goes through its
 * shortest decimal text (19.99 → "19.99" → 1999), so binary noise such as 0.1 + 0.2 is refused, never rounded.
 */
export function moneyToCents(value: number | string): Cents | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const cents = decimalToCents(String(value));
  return cents === null || cents < 0 ? null : cents;
}

export type MoneyMessages = { invalid: string; tooLarge: string };

/** Cents for an amount, or an issue with the field's own message. */
export function centsOrIssue(value: number | string, ctx: z.RefinementCtx, messages: MoneyMessages): Cents | null {
  const cents = moneyToCents(value);
  if (cents === null) ctx.addIssue({ code: 'custom', message: messages.invalid, input: value });
  else if (cents > MAX_PRODUCT_CENTS) ctx.addIssue({ code: 'custom', message: messages.tooLarge, input: value });
  else return cents;
  return null;
}

const money = (messages: MoneyMessages) =>
  // z.custom rather than a union: a union's own wording would reach the form instead of the message.
  z
    .custom<number | string>((value) => typeof value === 'number' || typeof value === 'string', {
      error: messages.invalid,
    })
    .transform((value, ctx): Cents => centsOrIssue(value, ctx, messages) ?? z.NEVER);

export const PRICE_MESSAGES = { invalid: PRICE_INVALID, tooLarge: 'Price must be at most 1000000.00.' };
export const COST_MESSAGES = { invalid: COST_INVALID, tooLarge: 'Cost must be at most 1000000.00.' };

const optionalText = (field: string, max: number, lines = text) =>
  lines({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .nullable()
    .optional();

export const productFields = {
  name: text({ error: PRODUCT_NAME_REQUIRED })
    .trim()
    .min(1, PRODUCT_NAME_REQUIRED)
    .max(200, 'Product name must be at most 200 characters.'),
  description: optionalText('Description', 5000, multilineText),
  price: money(PRICE_MESSAGES),
  cost: money(COST_MESSAGES),
  category: optionalText('Category', 100),
  // Our own /uploads/... or /images/... paths, or an https URL from the storage provider.
  imageUrl: text({ error: IMAGE_URL_INVALID })
    .pipe(imageUrlSchema)
    .refine((value) => !value.split(/[/?#]/).includes('..'), IMAGE_URL_INVALID)
    .nullable()
    .optional(),
};

export const productIdSchema = positiveId(PRODUCT_ID_INVALID);

/** The database row's writable columns, as the schemas hand them to the service. */
export type ProductChanges = {
  name?: string;
  description?: string | null;
  priceCents?: Cents;
  costCents?: Cents;
  category?: string | null;
  imageUrl?: string | null;
  isActive?: boolean;
  // Coffee facts (issue 28).
  originCountry?: string | null;
  originRegion?: string | null;
  originFarm?: string | null;
  process?: string | null;
  variety?: string | null;
  altitudeM?: number | null;
  roastLevel?: number | null;
  tastingNotes?: string[];
  // Roasting (issue 28).
  shrinkagePermille?: number;
  shopDayMaxBags?: number | null;
  shopDayMaxGrams?: number | null;
};

type ParsedFields = Omit<ProductChanges, 'priceCents' | 'costCents'> & { price?: Cents; cost?: Cents };

/** Field names to column names; an absent field stays absent, and a blank optional text becomes null. */
function toColumns({ price, cost, description, category, ...rest }: ParsedFields): ProductChanges {
  const changes: ProductChanges = { ...rest };
  if (price !== undefined) changes.priceCents = price;
  if (cost !== undefined) changes.costCents = cost;
  if (description !== undefined) changes.description = description || null;
  if (category !== undefined) changes.category = category || null;
  return definedOnly(changes);
}

/** What a new product gets for a field the request leaves out. */
const NEW_PRODUCT_DEFAULTS = { description: null, category: null, imageUrl: null, isActive: true };

const optionSchema = z.strictObject(optionFields(money(PRICE_MESSAGES), money(COST_MESSAGES)));
/** The whole list of a coffee's options (issue 28): it replaces what the coffee had. */
const optionsSchema = z
  .array(optionSchema, { error: 'Options must be a list.' })
  .max(MAX_OPTIONS, `A coffee can have at most ${MAX_OPTIONS} grind and size options.`)
  .superRefine(checkOptions)
  .transform((options): OptionValues[] =>
    options.map(({ price, cost, isActive, ...option }) => ({
      ...option,
      priceCents: price,
      costCents: cost,
      isActive: isActive ?? true,
    })),
  )
  .optional();

/**
 * With options, the product's price and cost are the first active option's: sent too, they must be equal (else an
 * issue); without options, they are the product's own (and its default option's).
 */
function pricing(
  fields: { price?: Cents; cost?: Cents; options?: OptionValues[] },
  ctx: z.RefinementCtx,
): { priceCents?: Cents; costCents?: Cents } {
  const first = fields.options?.find((option) => option.isActive);
  if (!first) return definedOnly({ priceCents: fields.price, costCents: fields.cost });
  const differs = (given: Cents | undefined, own: Cents) => given !== undefined && given !== own;
  if (differs(fields.price, first.priceCents) || differs(fields.cost, first.costCents))
    ctx.addIssue({ code: 'custom', message: PRICE_NOT_DEFAULT, path: ['price'] });
  return { priceCents: first.priceCents, costCents: first.costCents };
}

// POST /_api/admin/product and the add/edit product dialog
export const createProductSchema = z
  .strictObject({
    ...productFields,
    price: productFields.price.optional(),
    cost: productFields.cost.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
    options: optionsSchema,
    ...coffeeFactFields,
    ...roastingFields,
  })
  .transform(
    (
      {
        name,
        price,
        cost,
        options,
        origin,
        process,
        variety,
        altitude,
        roastLevel,
        tastingNotes,
        shrinkagePercent,
        shopRoastDayCap,
        ...rest
      },
      ctx,
    ) => {
      const money = pricing({ price, cost, options }, ctx);
      if (money.priceCents === undefined) ctx.addIssue({ code: 'custom', message: PRICE_INVALID, path: ['price'] });
      if (money.costCents === undefined) ctx.addIssue({ code: 'custom', message: COST_INVALID, path: ['cost'] });
      if (money.priceCents === undefined || money.costCents === undefined) return z.NEVER;
      const facts: CoffeeFactsInput = { origin, process, variety, altitude, roastLevel, tastingNotes };
      return {
        ...NEW_PRODUCT_DEFAULTS,
        ...toColumns(rest),
        ...definedOnly(factColumns(facts)),
        ...roastingColumns({ shrinkagePercent, shopRoastDayCap }),
        name,
        priceCents: money.priceCents,
        costCents: money.costCents,
        options,
      };
    },
  );
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProductValues = z.output<typeof createProductSchema>;

// POST /_api/admin/product/update (Restore is an update with isActive: true)
export const updateProductSchema = z
  .strictObject({
    id: productIdSchema,
    name: productFields.name.optional(),
    description: productFields.description,
    price: productFields.price.optional(),
    cost: productFields.cost.optional(),
    category: productFields.category,
    imageUrl: productFields.imageUrl,
    isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
    options: optionsSchema,
    ...coffeeFactFields,
    ...roastingFields,
  })
  // An absent field is left as it is; null or "" clears the description or category, null the image.
  .transform(
    (
      {
        id,
        price,
        cost,
        options,
        origin,
        process,
        variety,
        altitude,
        roastLevel,
        tastingNotes,
        shrinkagePercent,
        shopRoastDayCap,
        ...fields
      },
      ctx,
    ) => {
      const facts: CoffeeFactsInput = { origin, process, variety, altitude, roastLevel, tastingNotes };
      const changes = {
        ...toColumns(fields),
        ...roastingColumns({ shrinkagePercent, shopRoastDayCap }),
        ...pricing({ price, cost, options }, ctx),
        ...definedOnly(factColumns(facts)),
      };
      return { id, changes: definedOnly(changes), options };
    },
  );
export type UpdateProductInput = z.input<typeof updateProductSchema>;

// POST /_api/admin/product/delete (deactivate) and POST /_api/admin/product/permanentdelete
export const productIdBodySchema = z.strictObject({ id: productIdSchema });

/** The products filter: the panel's Active Only, Inactive Only and All Products. */
export const PRODUCT_STATUSES = ['active', 'inactive', 'all'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUSES)[number];
export type ProductSortColumn = (typeof PRODUCT_SORT_COLUMNS)[number];

// GET /_api/admin/products?status&page&pageSize&sort (without `status`: every product, as the spec's call lists them)
export const adminProductsQuerySchema = z.object({
  status: enumFilter('status', PRODUCT_STATUSES).transform((status) => status ?? 'all'),
  ...listFields(PRODUCT_SORT_COLUMNS, NEWEST_FIRST),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;
