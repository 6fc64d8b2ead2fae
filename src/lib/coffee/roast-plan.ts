import type { Grind } from '@/lib/coffee/options';
import type { RoastPlan, RoastPlanCoffee } from '@/lib/contracts/roast-plan';
import { DEFAULT_SHRINKAGE_PERMILLE, greenGramsFor } from './weights';

/*
 * The roast plan assembled from the database's grouped rows (one per coffee, grind and size, and per campaign or roast
 * day): a handful of rows, never order lines. The one place roasted and green weights are worked out from them.
 */

/** One grouped row: the bags of one coffee in one grind and size, and their roasted grams. */
export type RoastPlanRow = {
  productId: number | null;
  /** The coffee's name as its newest line captured it, and that line's id (which name wins across groups). */
  name: string;
  lastLineId: number;
  grind: Grind;
  size: string;
  bags: number;
  grams: number;
  /** The coffee's shrinkage; null for a coffee deleted since (the default applies). */
  shrinkagePermille: number | null;
};

/** Coffees keyed like the sheet: by product, or by captured name for a coffee deleted since. */
const coffeeKey = (row: RoastPlanRow) => (row.productId === null ? `name:${row.name}` : `id:${row.productId}`);

/** The plan of the given rows: options of the same coffee, grind and size summed, green worked out per coffee. */
export function buildRoastPlan(rows: readonly RoastPlanRow[]): RoastPlan {
  const coffees = new Map<string, RoastPlanCoffee & { lastLineId: number }>();
  for (const row of rows) {
    const key = coffeeKey(row);
    let coffee = coffees.get(key);
    if (!coffee) {
      coffee = {
        productId: row.productId,
        name: row.name,
        lastLineId: row.lastLineId,
        roastedGrams: 0,
        greenGrams: 0,
        shrinkagePermille: row.shrinkagePermille ?? DEFAULT_SHRINKAGE_PERMILLE,
        byOption: [],
      };
      coffees.set(key, coffee);
    } else if (row.lastLineId > coffee.lastLineId) {
      coffee.name = row.name;
      coffee.lastLineId = row.lastLineId;
    }
    coffee.roastedGrams += row.grams;
    const option = coffee.byOption.find((o) => o.grind === row.grind && o.size === row.size);
    if (option) {
      option.bags += row.bags;
      option.grams += row.grams;
    } else coffee.byOption.push({ grind: row.grind, size: row.size, bags: row.bags, grams: row.grams });
  }
  return [...coffees.values()]
    .map((coffee) => ({
      productId: coffee.productId,
      name: coffee.name,
      roastedGrams: coffee.roastedGrams,
      greenGrams: greenGramsFor(coffee.roastedGrams, coffee.shrinkagePermille),
      shrinkagePermille: coffee.shrinkagePermille,
      byOption: coffee.byOption.sort(
        (a, b) => b.grams - a.grams || a.grind.localeCompare(b.grind) || a.size.localeCompare(b.size),
      ),
    }))
    .sort((a, b) => b.roastedGrams - a.roastedGrams || a.name.localeCompare(b.name));
}

/** A plan's totals: roasted and green grams over its coffees. */
export function roastPlanTotals(plan: RoastPlan): { roastedGrams: number; greenGrams: number; bags: number } {
  return plan.reduce(
    (sum, coffee) => ({
      roastedGrams: sum.roastedGrams + coffee.roastedGrams,
      greenGrams: sum.greenGrams + coffee.greenGrams,
      bags: sum.bags + coffee.byOption.reduce((bags, option) => bags + option.bags, 0),
    }),
    { roastedGrams: 0, greenGrams: 0, bags: 0 },
  );
}
