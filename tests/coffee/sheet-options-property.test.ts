import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminSheet } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { optionLabel } from '@/lib/coffee/options';
import { orderStatuses, type ProductOption } from '@/server/db/schema';
import { getCampaignFulfilment } from '@/server/db/queries/campaign-fulfilment';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { createOption, createProduct } from '../support/factories';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * For random orders over coffees in several grinds and sizes (issue 28), the fulfilment sheet's bags per coffee,
 * grind and size equal the bags the orders hold (cancelled ones left out), the pick lists' equal those of the orders
 * not handed out, and the CSV's Items column says the same per coffee, grind and size.
 */

const admin = { userId: 0, role: 'admin' as const };
let adminCookie: string;
let coffees: Array<{ id: number; name: string; options: ProductOption[] }>;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  coffees = [];
  for (const name of ['Sheet Alpha', 'Sheet Beta']) {
    const product = await createProduct({ name });
    const options = [
      await createOption(product.id, { grind: 'espresso', size: '12 oz', sizeGrams: 340, priceCents: 1800 }),
      await createOption(product.id, { grind: 'french_press', size: '2 lb', sizeGrams: 907, priceCents: 4000 }),
      await createOption(product.id, { grind: 'whole_bean', size: '5 lb', sizeGrams: 2268, priceCents: 9000 }),
    ];
    coffees.push({ id: product.id, name, options });
  }
});

const line = fc.record({
  coffee: fc.integer({ min: 0, max: 1 }),
  option: fc.integer({ min: 0, max: 2 }),
  quantity: fc.integer({ min: 1, max: 9 }),
});
const draftOrder = fc.record({
  status: fc.constantFrom(...orderStatuses),
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
});

const keyOf = (name: string, grind: string, size: string) => `${name} (${optionLabel({ grind, size })})`;
const add = (map: Map<string, number>, key: string, bags: number) => map.set(key, (map.get(key) ?? 0) + bags);

async function csvBags(campaignId: number) {
  const url = new URL(`/_api/admin/campaign/fulfilment?campaignId=${campaignId}&format=csv`, 'http://localhost:3000');
  const response = await adminSheet(
    new NextRequest(url, { headers: { cookie: adminCookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' } }),
  );
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const [header, ...records] = parseCsv(text.slice(1));
  const items = header!.indexOf('Items');
  const bags = new Map<string, number>();
  for (const record of records)
    for (const part of record[items]!.split('; ')) {
      const [, quantity, what] = /^(\d+) x (.+)$/.exec(part)!;
      add(bags, what!, Number(quantity));
    }
  return bags;
}

describe('the sheet counts bags per coffee, grind and size (property)', () => {
  it('equal to the orders’ and to the CSV’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(draftOrder, { minLength: 1, maxLength: 6 }), async (drafts) => {
        const { campaign } = await createCampaignWithFundraiser([]);
        const expected = new Map<string, number>();
        const left = new Map<string, number>();
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
          await insertOrder({ campaignId: campaign.id, orderStatus: draft.status }, lines);
          if (draft.status === 'cancelled') continue;
          for (const l of lines) {
            add(expected, keyOf(l.productName, l.grind, l.size), l.quantity);
            if (draft.status !== 'delivered') add(left, keyOf(l.productName, l.grind, l.size), l.quantity);
          }
        }

        const sheet = (await getCampaignFulfilment({ campaignId: campaign.id, manager: admin }))!;
        const sheetBags = new Map<string, number>();
        for (const coffee of sheet.coffees) {
          for (const option of coffee.options)
            add(sheetBags, keyOf(coffee.name, option.grind, option.size), option.bags);
          expect(coffee.options.reduce((sum, option) => sum + option.bags, 0)).toBe(coffee.bags);
        }
        expect(sheetBags).toEqual(expected);

        const picked = new Map<string, number>();
        for (const group of sheet.fundraisers)
          for (const pick of group.pickList) add(picked, keyOf(pick.name, pick.grind, pick.size), pick.bags);
        expect(picked).toEqual(left);

        expect(await csvBags(campaign.id)).toEqual(expected);
      }),
      { numRuns: 10 },
    );
  });
});
