import { grindLabel } from '@/lib/coffee/options';
import type { CatalogueProduct } from '@/server/db/queries/products';

/*
 * The paper order form's catalogue (issue 29): each coffee numbered, each of its active options coded by the coffee's
 * number and a letter per kind of bag (grind and size) shared across the campaign's coffees, so "2B" is the same kind
 * of bag as "1B". Buyers write quantities under these codes.
 */

/** A kind of bag offered in the campaign: one grind in one size (a column of the price table). */
export type FormVariant = { key: string; letter: string; grind: string; size: string };

export type FormOption = { id: number; code: string; variantKey: string; priceCents: number };

export type FormCoffee = { number: number; name: string; options: FormOption[] };

export type FormCatalogue = {
  coffees: FormCoffee[];
  variants: FormVariant[];
  /** Every option in coffee order: one quantity box each on a buyer's row. */
  options: FormOption[];
  /** A coffee-by-bag grid fits the page's width with this few kinds of bag; more are listed per coffee. */
  grid: boolean;
};

/** The most kinds of bag the price table shows as columns (each column about an inch wide on paper). */
export const MAX_GRID_VARIANTS = 6;

const letterOf = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : `-${index + 1}`);
const variantKey = (option: { grind: string; size: string }) => `${option.grind}|${option.size}`;

/** The catalogue as the form prints it; a coffee with no active option cannot be ordered and is left out. */
export function orderFormCatalogue(products: CatalogueProduct[]): FormCatalogue {
  const variants: FormVariant[] = [];
  const byKey = new Map<string, FormVariant>();
  for (const option of products.flatMap((product) => product.options)) {
    const key = variantKey(option);
    if (byKey.has(key)) continue;
    const variant = { key, letter: letterOf(variants.length), grind: grindLabel(option.grind), size: option.size };
    variants.push(variant);
    byKey.set(key, variant);
  }
  const coffees = products
    .filter((product) => product.options.length > 0)
    .map((product, index) => ({
      number: index + 1,
      name: product.name,
      options: product.options.map((option) => ({
        id: option.id,
        code: `${index + 1}${byKey.get(variantKey(option))!.letter}`,
        variantKey: variantKey(option),
        priceCents: option.priceCents,
      })),
    }));
  return {
    coffees,
    variants,
    options: coffees.flatMap((coffee) => coffee.options),
    grid: variants.length <= MAX_GRID_VARIANTS,
  };
}
