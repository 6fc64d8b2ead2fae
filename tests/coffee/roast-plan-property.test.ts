import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminSheet } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { GET as roastPlanRoute } from '@/app/%5Fapi/admin/roast-plan/route';
import { optionLabel } from '@/lib/coffee/options';
import type { CampaignFulfilment } from '@/lib/contracts/campaign-fulfilment';
import type { RoastDayPlan, RoastPlan } from '@/lib/contracts/roast-plan';
import { addCalendarDays } from '@/lib/dates';
import { orderStatuses, type ProductOption } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { createOption, createProduct } from '../support/factories';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Issue 28's target: for random orders over coffees in several grinds and sizes (some cancelled, some handed out, some
 * shop orders on the same roast day), the roast plan's grams equal Σ bags × bag grams per coffee and option, its
 * green weight is the roasted weight ÷ (1 − the coffee's shrinkage) rounded up, its bags per option equal the
 * sheet's and the fulfilment CSV's, and the roast day's plan agrees with the campaign's sheet.
 */

let adminCookie: string;
let coffees: Array<{ id: number; name: string; shrinkagePermille: number; options: ProductOption[] }>;
let run = 0;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  coffees = [];
  for (const [name, shrinkagePermille] of [
    ['Plan Alpha', 150],
    ['Plan Beta', 183],
    ['Plan Gamma', 0],
  ] as const) {
    const product = await createProduct({ name, shrinkagePermille });
    const options = [
      await createOption(product.id, { grind: 'espresso', size: '12 oz', sizeGrams: 340, priceCents: 1800 }),
      await createOption(product.id, { grind: 'french_press', size: '2 lb', sizeGrams: 907, priceCents: 4000 }),
      await createOption(product.id, { grind: 'whole_bean', size: '5 lb', sizeGrams: 2268, priceCents: 9000 }),
    ];
    coffees.push({ id: product.id, name, shrinkagePermille, options });
  }
});

const line = fc.record({
  coffee: fc.integer({ min: 0, max: 2 }),
  option: fc.integer({ min: 0, max: 2 }),
  quantity: fc.integer({ min: 1, max: 12 }),
});
const draftOrder = fc.record({
  status: fc.constantFrom(...orderStatuses),
  shop: fc.boolean(),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
});

type Tally = Map<string, { bags: number; grams: number }>;
const optionKey = (productId: number, grind: string, size: string) => `${productId}|${grind}|${size}`;
const tally = (map: Tally, key: string, bags: number, grams: number) => {
  const was = map.get(key) ?? { bags: 0, grams: 0 };
  map.set(key, { bags: was.bags + bags, grams: was.grams + grams });
};
/** The plan's options as a tally, checking each coffee's sums and green weight on the way. */
function planTally(plan: RoastPlan): Tally {
  const map: Tally = new Map();
  for (const coffee of plan) {
    const meta = coffees.find((c) => c.id === coffee.productId)!;
    expect(coffee.roastedGrams).toBe(coffee.byOption.reduce((sum, option) => sum + option.grams, 0));
    expect(coffee.shrinkagePermille).toBe(meta.shrinkagePermille);
    // The smallest whole gram of green that still yields the roasted weight: g × (1 − s) ≥ roasted.
    const kept = 1000 - meta.shrinkagePermille;
    expect(coffee.greenGrams * kept).toBeGreaterThanOrEqual(coffee.roastedGrams * 1000);
    expect((coffee.greenGrams - 1) * kept).toBeLessThan(coffee.roastedGrams * 1000);
    for (const option of coffee.byOption)
      tally(map, optionKey(coffee.productId!, option.grind, option.size), option.bags, option.grams);
  }
  return map;
}

async function get(handler: typeof adminSheet, path: string) {
  return handler(
    new NextRequest(new URL(path, 'http://localhost:3000'), {
      headers: { cookie: adminCookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
    }),
  );
}

/** Bags per coffee, grind and size in the fulfilment CSV's Items column ("2 x Plan Alpha (Espresso, 12 oz); …"). */
async function csvBags(campaignId: number): Promise<Map<string, number>> {
  const response = await get(adminSheet, `/_api/admin/campaign/fulfilment?campaignId=${campaignId}&format=csv`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const [header, ...records] = parseCsv(text.slice(1));
  const items = header!.indexOf('Items');
  const bags = new Map<string, number>();
  for (const record of records)
    for (const part of record[items]!.split('; ')) {
      const [, quantity, what] = /^(\d+) x (.+)$/.exec(part)!;
      bags.set(what!, (bags.get(what!) ?? 0) + Number(quantity));
    }
  return bags;
}

describe('the roast plan (property)', () => {
  it('weighs Σ bags × bag grams per coffee and option, and agrees with the sheet, its CSV and the roast day', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draftOrder, { minLength: 1, maxLength: 7 }), async (drafts) => {
        run += 1;
        const day = addCalendarDays('2031-01-01', run);
        const { campaign } = await createCampaignWithFundraiser([], { roastDate: day });
        const expectedCampaign: Tally = new Map();
        const expectedDay: Tally = new Map();
        const expectedLabels = new Map<string, number>();
        for (const draft of drafts) {
          const lines = draft.lines.map((l) => {
            const coffee = coffees[l.coffee]!;
            const option = coffee.options[l.option]!;
            return {
              productId: coffee.id,
              productName: coffee.name,
              optionId: option.id,
              grind: option.grind,
              size: option.size,
              sizeGrams: option.sizeGrams,
              unitPriceCents: option.priceCents,
              quantity: l.quantity,
            };
          });
          await insertOrder(
            { campaignId: draft.shop ? null : campaign.id, roastDate: day, orderStatus: draft.status },
            lines,
          );
          if (draft.status === 'cancelled') continue;
          for (const l of lines) {
            const key = optionKey(l.productId, l.grind, l.size);
            tally(expectedDay, key, l.quantity, l.quantity * l.sizeGrams);
            if (draft.shop) continue;
            tally(expectedCampaign, key, l.quantity, l.quantity * l.sizeGrams);
            const label = `${l.productName} (${optionLabel(l)})`;
            expectedLabels.set(label, (expectedLabels.get(label) ?? 0) + l.quantity);
          }
        }

        const sheetResponse = await get(adminSheet, `/_api/admin/campaign/fulfilment?campaignId=${campaign.id}`);
        const sheet = (await sheetResponse.json()) as CampaignFulfilment;
        expect(planTally(sheet.roastPlan)).toEqual(expectedCampaign);

        // Bags per option: the sheet's coffees table and the CSV say the same as the plan.
        const sheetBags: Tally = new Map();
        for (const coffee of sheet.coffees)
          for (const option of coffee.options)
            tally(
              sheetBags,
              optionKey(coffee.productId!, option.grind, option.size),
              option.bags,
              option.bags * option.sizeGrams,
            );
        expect(sheetBags).toEqual(expectedCampaign);
        expect(await csvBags(campaign.id)).toEqual(expectedLabels);

        const dayResponse = await get(roastPlanRoute, `/_api/admin/roast-plan?date=${day}`);
        const dayPlan = (await dayResponse.json()) as RoastDayPlan;
        expect(planTally(dayPlan.roastPlan)).toEqual(expectedDay);
        expect(dayPlan.campaigns).toEqual([{ id: campaign.id, name: campaign.name, roastPlan: sheet.roastPlan }]);
        const filtered = (await (
          await get(adminSheet, `/_api/admin/campaign/fulfilment?campaignId=${campaign.id}&roastDate=${day}`)
        ).json()) as CampaignFulfilment;
        expect(filtered.roastPlan).toEqual(sheet.roastPlan);
      }),
      { numRuns: 12 },
    );
  });
});
