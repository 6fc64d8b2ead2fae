import type { Grind } from '@/lib/coffee/options';
import { roastPlanQuerySchema } from '@/lib/validation/roast-plan';
import { endpoint, jsonOf } from './endpoint';

/*
 * The roast plan (issue 28): per coffee the roasted weight its bags hold (Σ bags × bag grams, over orders that are not
 * cancelled), split by grind and bag size, and the green coffee to roast for it (roasted ÷ (1 − shrinkage), the
 * coffee's own shrinkage, rounded up to the gram). Weights are integer grams; pages and the CSV show pounds and kg.
 */

/** One grind and bag size of a coffee: its bags and what they weigh roasted. */
export type RoastPlanOption = { grind: Grind; size: string; bags: number; grams: number };

/** One coffee (productId null: a coffee deleted since, named as its lines captured it). */
export type RoastPlanCoffee = {
  productId: number | null;
  name: string;
  roastedGrams: number;
  greenGrams: number;
  /** The shrinkage the green weight was worked out with, in tenths of a percent (150 = 15 %). */
  shrinkagePermille: number;
  /** The most grams first. */
  byOption: RoastPlanOption[];
};

/** Coffees, the most roasted grams first. */
export type RoastPlan = RoastPlanCoffee[];

/** A roast day across campaigns and shop orders: orders whose roast day it is (not cancelled). */
export type RoastDayPlan = {
  date: string;
  roastPlan: RoastPlan;
  /** Campaigns with orders that day, and campaigns whose roast day it is (an empty plan while they have none). */
  campaigns: Array<{ id: number; name: string; roastPlan: RoastPlan }>;
  /** Orders placed in the shop itself (no campaign). */
  shop: { roastPlan: RoastPlan };
};

export const roastPlanEndpoints = {
  /** `?date=YYYY-MM-DD&format=json|csv`: the day's plan, or with `format=csv` one row per coffee, grind and size. */
  day: endpoint({
    method: 'GET',
    path: '/_api/admin/roast-plan',
    access: ['admin'],
    query: roastPlanQuerySchema,
    response: jsonOf<RoastDayPlan>(),
  }),
};
