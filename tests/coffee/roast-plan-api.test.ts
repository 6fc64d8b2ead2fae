import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminSheet } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { GET as roastPlan } from '@/app/%5Fapi/admin/roast-plan/route';
import {
  ROAST_PLAN_DATE_INVALID,
  ROAST_PLAN_FORMAT_INVALID,
  SHEET_ROAST_DATE_INVALID,
} from '@/lib/validation/roast-plan';
import type { ProductOption } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { CSV_BOM } from '@/server/http/csv';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { createOption } from '../support/factories';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 28's roast plan, worked out by hand: a campaign roasting on Dec 1 (a pending and a handed-out order, a
 * cancelled one left out, and one order still on the Nov 24 roast), another campaign roasting that day with no
 * orders, a shop order for Dec 1 and one for another day. Guji shrinks 20 %, House Blend the default 15 %.
 */

const DAY = '2026-12-01';
let adminCookie: string;
let captainCookie: string;
let fundraiserCookie: string;
let springId: number;
let autumnId: number;
let guji: { id: number };
let house: { id: number };

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  guji = await createProduct({ name: 'Ethiopia Guji', shrinkagePermille: 200 });
  house = await createProduct({ name: 'House Blend' });
  const gujiEspresso = await createOption(guji.id, { grind: 'espresso', size: '12 oz', sizeGrams: 340 });
  const gujiTwoPound = await createOption(guji.id, { grind: 'whole_bean', size: '2 lb', sizeGrams: 907 });
  const spring = await createCampaignWithFundraiser([guji.id, house.id], { name: 'Spring Drive', roastDate: DAY });
  const autumn = await createCampaignWithFundraiser([house.id], { name: 'Autumn Drive', roastDate: DAY });
  springId = spring.campaign.id;
  autumnId = autumn.campaign.id;
  captainCookie = await sessionCookieFor(spring.captain);
  fundraiserCookie = await sessionCookieFor(spring.fundraiser);

  const of = (product: { id: number }, name: string, option: ProductOption | null, quantity: number) => ({
    productId: product.id,
    productName: name,
    unitPriceCents: 1500,
    quantity,
    ...(option ? { optionId: option.id, grind: option.grind, size: option.size, sizeGrams: option.sizeGrams } : {}),
  });
  const gujiLine = (option: ProductOption, quantity: number) => of(guji, 'Ethiopia Guji', option, quantity);
  const houseLine = (quantity: number) => of(house, 'House Blend', null, quantity);

  await insertOrder({ campaignId: springId, roastDate: DAY }, [
    gujiLine(gujiEspresso, 2),
    gujiLine(gujiTwoPound, 1),
    houseLine(3),
  ]);
  await insertOrder({ campaignId: springId, roastDate: DAY, orderStatus: 'delivered' }, [gujiLine(gujiEspresso, 1)]);
  await insertOrder({ campaignId: springId, roastDate: DAY, orderStatus: 'cancelled' }, [gujiLine(gujiTwoPound, 5)]);
  await insertOrder({ campaignId: springId, roastDate: '2026-11-24', orderStatus: 'delivered' }, [houseLine(4)]);
  await insertOrder({ campaignId: null, roastDate: DAY }, [houseLine(2)]);
  await insertOrder({ campaignId: null, roastDate: '2026-12-04' }, [gujiLine(gujiEspresso, 9)]);
});

const gujiPlan = () => ({
  productId: guji.id,
  name: 'Ethiopia Guji',
  // 3 × 340 + 1 × 907; green ceil(1,927 ÷ 0.8) = ceil(2,408.75)
  roastedGrams: 1927,
  greenGrams: 2409,
  shrinkagePermille: 200,
  byOption: [
    { grind: 'espresso', size: '12 oz', bags: 3, grams: 1020 },
    { grind: 'whole_bean', size: '2 lb', bags: 1, grams: 907 },
  ],
});
const housePlan = (bags: number, greenGrams: number) => ({
  productId: house.id,
  name: 'House Blend',
  roastedGrams: bags * 340,
  greenGrams,
  shrinkagePermille: 150,
  byOption: [{ grind: 'whole_bean', size: '12 oz', bags, grams: bags * 340 }],
});

const dayPath = (query: string) => `/_api/admin/roast-plan?${query}`;

describe('GET /_api/admin/roast-plan', () => {
  it('sums a roast day across campaigns and shop orders, without cancelled orders or other days', async () => {
    const { status, json } = await call(roastPlan, { path: dayPath(`date=${DAY}`), headers: { cookie: adminCookie } });
    expect(status).toBe(200);
    expect(json).toEqual({
      date: DAY,
      // House: 3 + 2 bags, 1,700 g roasted, 2,000 g green at 15 %.
      roastPlan: [gujiPlan(), housePlan(5, 2000)],
      campaigns: [
        { id: autumnId, name: 'Autumn Drive', roastPlan: [] },
        { id: springId, name: 'Spring Drive', roastPlan: [gujiPlan(), housePlan(3, 1200)] },
      ],
      shop: { roastPlan: [housePlan(2, 800)] },
    });
  });

  it('answers an empty plan for a day without orders', async () => {
    const { status, json } = await call(roastPlan, {
      path: dayPath('date=2030-01-01'),
      headers: { cookie: adminCookie },
    });
    expect(status).toBe(200);
    expect(json).toEqual({ date: '2030-01-01', roastPlan: [], campaigns: [], shop: { roastPlan: [] } });
  });

  it('downloads the day as CSV: a record per coffee, grind and size, green once per coffee', async () => {
    const response = await roastPlan(
      new NextRequest(new URL(dayPath(`date=${DAY}&format=csv`), 'http://localhost'), {
        headers: { cookie: adminCookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="roast-plan-${DAY}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      [
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
      ],
      [DAY, 'Ethiopia Guji', 'Espresso', '12 oz', '3', '1020', '2.25', '1.02', '1927', '20.0', '2409', '5.31', '2.41'],
      [DAY, 'Ethiopia Guji', 'Whole bean', '2 lb', '1', '907', '2.00', '0.91', '', '', '', '', ''],
      [DAY, 'House Blend', 'Whole bean', '12 oz', '5', '1700', '3.75', '1.70', '1700', '15.0', '2000', '4.41', '2.00'],
    ]);
  });

  it('names a coffee by its newest line, and keeps a deleted coffee by its captured name', async () => {
    const day = '2026-12-08';
    await insertOrder({ roastDate: day }, [
      { productId: house.id, productName: 'Old House', unitPriceCents: 900, quantity: 1 },
    ]);
    await insertOrder({ roastDate: day }, [
      { productId: house.id, productName: 'House Blend No. 2', unitPriceCents: 900, quantity: 2 },
      { productId: null, productName: 'Gone Coffee', unitPriceCents: 900, quantity: 1 },
    ]);
    const { json } = await call(roastPlan, { path: dayPath(`date=${day}`), headers: { cookie: adminCookie } });
    expect(json.roastPlan).toEqual([
      { ...housePlan(3, 1200), name: 'House Blend No. 2' },
      { ...housePlan(1, 400), productId: null, name: 'Gone Coffee' },
    ]);
  });

  it('refuses a missing or impossible date, an unknown format or parameter with 400', async () => {
    for (const [query, error] of [
      ['', ROAST_PLAN_DATE_INVALID],
      ['date=', ROAST_PLAN_DATE_INVALID],
      ['date=2026-02-30', ROAST_PLAN_DATE_INVALID],
      ['date=tomorrow', ROAST_PLAN_DATE_INVALID],
      ['date=12/01/2026', ROAST_PLAN_DATE_INVALID],
      [`date=${DAY}&format=pdf`, ROAST_PLAN_FORMAT_INVALID],
      [`date=${DAY}&campaignId=1`, 'Unknown field: campaignId.'],
    ] as const) {
      const { status, json } = await call(roastPlan, { path: dayPath(query), headers: { cookie: adminCookie } });
      expect({ query, status, json }).toEqual({ query, status: 400, json: { error } });
    }
  });

  it('is for staff only: 401 signed out, 403 for a captain and a fundraiser', async () => {
    expect((await call(roastPlan, { path: dayPath(`date=${DAY}`) })).status).toBe(401);
    for (const cookie of [captainCookie, fundraiserCookie]) {
      const { status, json } = await call(roastPlan, { path: dayPath(`date=${DAY}`), headers: { cookie } });
      expect(status).toBe(403);
      expect(JSON.stringify(json)).not.toContain('Guji');
    }
  });
});

describe('the fulfilment sheet’s roast plan', () => {
  const sheetPath = (query = '') => `/_api/admin/campaign/fulfilment?campaignId=${springId}${query}`;

  it('covers every roast day of the campaign, handed-out bags included, and lists the days', async () => {
    const { status, json } = await call(adminSheet, { path: sheetPath(), headers: { cookie: adminCookie } });
    expect(status).toBe(200);
    expect(json.campaign.roastDate).toBe(DAY);
    // House: 3 bags for Dec 1 and 4 (handed out) still on Nov 24: 2,380 g, 2,800 g green.
    expect(json.roastPlan).toEqual([housePlan(7, 2800), gujiPlan()]);
    expect(json.roastDays).toEqual([
      { date: '2026-11-24', bags: 4 },
      { date: DAY, bags: 7 },
    ]);
  });

  it('with ?roastDate= keeps that roast day’s orders only, and agrees with the day’s plan', async () => {
    const { json: sheet } = await call(adminSheet, {
      path: sheetPath(`&roastDate=${DAY}`),
      headers: { cookie: adminCookie },
    });
    const { json: day } = await call(roastPlan, { path: dayPath(`date=${DAY}`), headers: { cookie: adminCookie } });
    expect(sheet.totals.orders).toBe(2);
    expect(sheet.totals.bags).toBe(7);
    expect(sheet.roastPlan).toEqual(day.campaigns.find((c: { id: number }) => c.id === springId).roastPlan);
    expect(sheet.roastDays).toHaveLength(2);
  });

  it('refuses a roastDate that is not a day with 400', async () => {
    const { status, json } = await call(adminSheet, {
      path: sheetPath('&roastDate=2026-13-01'),
      headers: { cookie: adminCookie },
    });
    expect(status).toBe(400);
    expect(json).toEqual({ error: SHEET_ROAST_DATE_INVALID });
  });
});
