/*
 * Coffee options (issue 28): the grinds a coffee is offered in and its bag sizes, one option per (grind, size) with
 * its own price. Shared by the database schema, the validation, the pickers and every place an order line is shown.
 * No imports: the product card's picker ships this to the browser.
 */

export const GRINDS = ['whole_bean', 'drip', 'espresso', 'french_press', 'pour_over', 'cold_brew'] as const;
export type Grind = (typeof GRINDS)[number];

export const GRIND_LABELS: Record<Grind, string> = {
  whole_bean: 'Whole bean',
  drip: 'Drip',
  espresso: 'Espresso',
  french_press: 'French press',
  pour_over: 'Pour-over',
  cold_brew: 'Cold brew',
};

/** What an order line written before options reads as (migration 0020 backfills these). */
export const DEFAULT_GRIND: Grind = 'whole_bean';
export const DEFAULT_SIZE = '12 oz';
export const DEFAULT_SIZE_GRAMS = 340;

export const GRAMS_PER_OUNCE = 28.349523125;

export const ROAST_LEVELS = [1, 2, 3, 4, 5] as const;
export const ROAST_LEVEL_LABELS: Record<number, string> = {
  1: 'Light',
  2: 'Medium-light',
  3: 'Medium',
  4: 'Medium-dark',
  5: 'Dark',
};

export function grindLabel(grind: string): string {
  return GRIND_LABELS[grind as Grind] ?? grind;
}

/** "Whole bean, 12 oz": how a line names its option beside the coffee. */
export function optionLabel(line: { grind: string; size: string }): string {
  return `${grindLabel(line.grind)}, ${line.size}`;
}

/** The price per ounce in cents, rounded to the cent; null for a bag without a weight. */
export function centsPerOunce(priceCents: number, sizeGrams: number): number | null {
  if (!(sizeGrams > 0)) return null;
  return Math.round((priceCents * GRAMS_PER_OUNCE) / sizeGrams);
}

/** Which grind for which brewer: the detail page's short guide. */
export const GRIND_GUIDE: Array<{ method: string; grind: Grind; note: string }> = [
  { method: 'Your own grinder', grind: 'whole_bean', note: 'Freshest: grind just before brewing.' },
  { method: 'Drip machine', grind: 'drip', note: 'Medium, like sand.' },
  { method: 'Espresso machine or moka pot', grind: 'espresso', note: 'Fine, like table salt or finer.' },
  { method: 'French press', grind: 'french_press', note: 'Coarse, like sea salt.' },
  { method: 'Pour-over (V60, Chemex, Kalita)', grind: 'pour_over', note: 'Medium-fine.' },
  { method: 'Cold brew', grind: 'cold_brew', note: 'Extra coarse, steeped 12 to 24 hours.' },
];
