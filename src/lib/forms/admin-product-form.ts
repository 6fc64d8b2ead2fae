import { z } from 'zod';
import type { AdminProduct } from '@/lib/contracts/admin-products';
import { centsToDecimal } from '@/lib/money';
import { text } from '@/lib/validation/common';
import { checkOptionRows, coffeeToFormValues, factFormFields, optionRowSchema } from './coffee-form';
import { roastingFormFields, roastingToBody, roastingToFormValues } from './product-roasting-form';
import {
  centsOrIssue,
  COST_MESSAGES,
  PRICE_MESSAGES,
  productFields,
  type CreateProductInput,
  type MoneyMessages,
} from '@/lib/validation/admin-products';

/** Spec section 5: a number field whose entry is not a number (or is empty) counts as 0. */
export function numericOrZero(value: string): string {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? trimmed : '0';
}

/*
 * The add/edit dialog (the one form↔API strategy of the admin: a form schema over the form's own values, built from
 * the endpoint's field rules, that transforms them into the request body; `…ToFormValues` fills it for editing).
 * Prices are typed as text and sent as exact "19.99" text; the server turns them into cents.
 */
const formMoney = (messages: MoneyMessages) =>
  text()
    .transform(numericOrZero)
    .transform((value, ctx) => {
      const cents = centsOrIssue(value, ctx, messages);
      return cents === null ? z.NEVER : centsToDecimal(cents);
    });

const optionRow = optionRowSchema(formMoney(PRICE_MESSAGES), formMoney(COST_MESSAGES));

export const productFormSchema = z
  .object({
    name: productFields.name,
    description: productFields.description.unwrap().unwrap(),
    category: productFields.category.unwrap().unwrap(),
    imageUrl: productFields.imageUrl,
    // Issue 28: the grind and size rows (the first active one is the default: the product's price and cost).
    options: z.array(optionRow).superRefine(checkOptionRows),
    ...factFormFields,
    ...roastingFormFields,
  })
  .transform(
    ({ country, region, farm, shrinkagePercent, shopCapBags, shopCapPounds, ...values }): CreateProductInput => ({
      ...values,
      ...roastingToBody({ shrinkagePercent, shopCapBags, shopCapPounds }),
      description: values.description || null,
      category: values.category || null,
      imageUrl: values.imageUrl ?? null,
      origin: { country: country || null, region: region || null, farm: farm || null },
      process: values.process || null,
      variety: values.variety || null,
    }),
  );
export type ProductFormValues = z.input<typeof productFormSchema>;

export function productToFormValues(product: AdminProduct | null): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category ?? '',
    imageUrl: product?.imageUrl ?? null,
    ...coffeeToFormValues(product),
    ...roastingToFormValues(product),
  };
}
