import 'server-only';
import { grindLabel } from '@/lib/coffee/options';
import { kilogramsText, poundsText } from '@/lib/coffee/weights';
import type { RoastDayPlan, RoastPlanCoffee } from '@/lib/contracts/roast-plan';
import { getRoastDayPlan } from '@/server/db/queries/roast-plan';
import { csvResponse, type CsvRow } from './csv';
import { json, otherFormat, type JsonResponse } from './route';

/*
 * GET /_api/admin/roast-plan?date=&format=json|csv: a roast day's plan across campaigns and shop orders, as JSON or as
 * a CSV with one record per coffee, grind and size. The per-coffee cells (shrinkage, green coffee) are on the coffee's
 * first record only, so a spreadsheet's column sums stay true (docs/decisions/roast-plan.md).
 */

export const ROAST_PLAN_CSV_HEADER = [
  'Roast Day',
  'Coffee',
  'Grind',
  'Size',
  'Bags',
  'Roasted g',
  'Roasted lb',
  'Roasted kg',
  'Coffee Roasted g',
  'Shrinkage %',
  'Green g',
  'Green lb',
  'Green kg',
] as const;

/** "15.0": tenths of a percent as text. */
const percentText = (permille: number) => `${Math.floor(permille / 10)}.${permille % 10}`;

export function roastPlanCsvRecords(date: string, coffee: RoastPlanCoffee): CsvRow[] {
  return coffee.byOption.map((option, index) => {
    const first = index === 0;
    return [
      date,
      coffee.name,
      grindLabel(option.grind),
      option.size,
      option.bags,
      option.grams,
      poundsText(option.grams),
      kilogramsText(option.grams),
      first ? coffee.roastedGrams : null,
      first ? percentText(coffee.shrinkagePermille) : null,
      first ? coffee.greenGrams : null,
      first ? poundsText(coffee.greenGrams) : null,
      first ? kilogramsText(coffee.greenGrams) : null,
    ];
  });
}

export async function roastPlanResponse({
  date,
  format = 'json',
}: {
  date: string;
  format?: 'json' | 'csv';
}): Promise<JsonResponse<RoastDayPlan>> {
  const plan = await getRoastDayPlan({ date });
  if (format === 'json') return json(plan);
  return otherFormat(
    await csvResponse({
      filename: `roast-plan-${date}.csv`,
      header: ROAST_PLAN_CSV_HEADER,
      batches: (async function* () {
        yield plan.roastPlan;
      })(),
      records: (coffee: RoastPlanCoffee) => roastPlanCsvRecords(date, coffee),
    }),
  );
}
