import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as chartsRoute } from '@/app/%5Fapi/admin/stats/charts/route';
import { GET as dashboardStatsRoute } from '@/app/%5Fapi/admin/stats/route';
import { addCalendarDays, shopToday } from '@/lib/dates';
import { SHOP_ORDERS_NAME } from '@/lib/labels/charts';
import { ROLE_LABELS } from '@/lib/roles';
import { createUser, sessionCookieFor } from '../support/auth';
import { addLedgerEntry } from '../support/chart-ledger';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let adminCookie: string;

const charts = (query: Record<string, string> = {}, cookie = adminCookie) =>
  call(chartsRoute, { path: `/_api/admin/stats/charts?${new URLSearchParams(query)}`, headers: { cookie } });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/*
 * The fixture: two weeks of March 2021 in New York (Mon 1st – Sun 14th; summer time starts on the 14th), two
 * campaigns, three fundraisers (one selling for both campaigns), shop orders without a campaign, a cancelled order,
 * orders just outside both ends of the range, and ledger entries including refunds.
 */
const ids = {} as Record<'espresso' | 'decaf' | 'spring' | 'band' | 'ava' | 'ben' | 'cy', number>;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  const espresso = await createProduct({ name: 'Chart Espresso', priceCents: 1500 });
  const decaf = await createProduct({ name: 'Chart Decaf', priceCents: 1200 });
  const spring = await createCampaignWithFundraiser([espresso.id, decaf.id], { name: 'Spring Drive' });
  const band = await createCampaignWithFundraiser([espresso.id, decaf.id], { name: 'Band Boosters' });
  const ben = await createUser({ displayName: 'Ben Chart' });
  Object.assign(ids, {
    espresso: espresso.id,
    decaf: decaf.id,
    spring: spring.campaign.id,
    band: band.campaign.id,
    ava: spring.fundraiser.id,
    ben: ben.id,
    cy: band.fundraiser.id,
  });
  const E = (quantity: number) => ({
    productId: espresso.id,
    productName: espresso.name,
    unitPriceCents: 1500,
    quantity,
  });
  const D = (quantity: number) => ({ productId: decaf.id, productName: decaf.name, unitPriceCents: 1200, quantity });
  const at = (iso: string) => new Date(iso);
  const springAva = { campaignId: ids.spring, subAccountId: ids.ava };

  const shop1 = await insertOrder({ createdAt: at('2021-03-01T17:00:00Z') }, [E(2)]); // Mar 1, 12:00 EST: 3000
  // Mar 1, 23:30 EST (the 2nd in UTC): 2700
  const late = await insertOrder({ createdAt: at('2021-03-02T04:30:00Z'), ...springAva }, [E(1), D(1)]);
  const benOrder = await insertOrder(
    { createdAt: at('2021-03-03T15:00:00Z'), campaignId: ids.spring, subAccountId: ids.ben },
    [D(3)],
  ); // 3600
  const cancelled = await insertOrder(
    { createdAt: at('2021-03-03T16:00:00Z'), ...springAva, orderStatus: 'cancelled' },
    [E(5)],
  ); // 7500, left out
  await insertOrder({ createdAt: at('2021-03-09T15:00:00Z'), campaignId: ids.band, subAccountId: ids.cy }, [E(2)]); // 3000
  await insertOrder({ createdAt: at('2021-03-10T15:00:00Z'), campaignId: ids.band, subAccountId: ids.ava }, [D(1)]); // 1200
  const sunday = await insertOrder({ createdAt: at('2021-03-14T16:00:00Z'), ...springAva }, [D(1)]); // 12:00 EDT: 1200
  // Mar 14, 23:30 EDT (the 15th in UTC), a coffee deleted since (its line keeps the name): 1000
  await insertOrder({ createdAt: at('2021-03-15T03:30:00Z') }, [
    { productId: null, productName: 'Retired Roast', unitPriceCents: 1000, quantity: 1 },
  ]);
  const after = await insertOrder({ createdAt: at('2021-03-15T04:30:00Z') }, [E(1)]); // Mar 15, 00:30 EDT: outside
  await insertOrder({ createdAt: at('2021-03-01T04:30:00Z') }, [E(1)]); // Feb 28, 23:30 EST: outside

  await addLedgerEntry({ orderId: shop1.id, amountCents: 3000, method: 'cash' });
  await addLedgerEntry({ orderId: late.id, amountCents: 1000, method: 'venmo' });
  await addLedgerEntry({ orderId: benOrder.id, amountCents: 3600, method: 'check' });
  await addLedgerEntry({ orderId: benOrder.id, amountCents: -600, method: 'check' });
  await addLedgerEntry({ orderId: cancelled.id, amountCents: 7500, method: 'cash' });
  await addLedgerEntry({ orderId: sunday.id, amountCents: 1200, method: 'zelle' });
  await addLedgerEntry({ orderId: sunday.id, amountCents: -1200, method: 'zelle' });
  await addLedgerEntry({ orderId: after.id, amountCents: 1500, method: 'paypal' });
});

const RANGE = { from: '2021-03-01', to: '2021-03-14' };

describe('GET /_api/admin/stats/charts', () => {
  it('answers sales per shop day, every day present, late-evening orders on their New York day', async () => {
    const { status, json } = await charts({ ...RANGE, interval: 'day' });
    expect(status).toBe(200);
    expect(json).toMatchObject({ from: '2021-03-01', to: '2021-03-14', interval: 'day', timeZone: 'America/New_York' });
    const days = Object.fromEntries(
      json.salesOverTime.map((row: { period: string; orderedCents: number; orders: number }) => [
        row.period,
        [row.orderedCents, row.orders],
      ]),
    );
    expect(json.salesOverTime).toHaveLength(14);
    expect(json.salesOverTime[0].period).toBe('2021-03-01');
    expect(json.salesOverTime[13].period).toBe('2021-03-14');
    expect(days).toEqual({
      '2021-03-01': [5700, 2],
      '2021-03-02': [0, 0],
      '2021-03-03': [3600, 1],
      '2021-03-04': [0, 0],
      '2021-03-05': [0, 0],
      '2021-03-06': [0, 0],
      '2021-03-07': [0, 0],
      '2021-03-08': [0, 0],
      '2021-03-09': [3000, 1],
      '2021-03-10': [1200, 1],
      '2021-03-11': [0, 0],
      '2021-03-12': [0, 0],
      '2021-03-13': [0, 0],
      '2021-03-14': [2200, 2],
    });
  });

  it('groups by Monday-started weeks, the first week clipped to the range', async () => {
    expect((await charts({ ...RANGE, interval: 'week' })).json.salesOverTime).toEqual([
      { period: '2021-03-01', orderedCents: 9300, orders: 3 },
      { period: '2021-03-08', orderedCents: 6400, orders: 4 },
    ]);
    expect((await charts({ from: '2021-03-03', to: '2021-03-09', interval: 'week' })).json.salesOverTime).toEqual([
      { period: '2021-03-01', orderedCents: 3600, orders: 1 },
      { period: '2021-03-08', orderedCents: 3000, orders: 1 },
    ]);
  });

  it('splits sales by campaign with a row for the shop’s own orders', async () => {
    expect((await charts(RANGE)).json.salesByCampaign).toEqual([
      { campaignId: ids.spring, name: 'Spring Drive', orderedCents: 7500 },
      { campaignId: ids.band, name: 'Band Boosters', orderedCents: 4200 },
      { campaignId: null, name: SHOP_ORDERS_NAME, orderedCents: 4000 },
    ]);
  });

  it('counts bags per coffee, a deleted coffee under the name it was ordered by', async () => {
    expect((await charts(RANGE)).json.bagsByCoffee).toEqual([
      { productId: ids.decaf, name: 'Chart Decaf', bags: 6 },
      { productId: ids.espresso, name: 'Chart Espresso', bags: 5 },
      { productId: null, name: 'Retired Roast', bags: 1 },
    ]);
  });

  it('ranks fundraisers per campaign by ordered amount, with their bags', async () => {
    const { json } = await charts(RANGE);
    expect(json.topFundraisers).toEqual([
      {
        userId: ids.ava,
        displayName: expect.any(String),
        campaignId: ids.spring,
        campaignName: 'Spring Drive',
        orderedCents: 3900,
        bags: 3,
      },
      {
        userId: ids.ben,
        displayName: 'Ben Chart',
        campaignId: ids.spring,
        campaignName: 'Spring Drive',
        orderedCents: 3600,
        bags: 3,
      },
      {
        userId: ids.cy,
        displayName: expect.any(String),
        campaignId: ids.band,
        campaignName: 'Band Boosters',
        orderedCents: 3000,
        bags: 2,
      },
      {
        userId: ids.ava,
        displayName: expect.any(String),
        campaignId: ids.band,
        campaignName: 'Band Boosters',
        orderedCents: 1200,
        bags: 1,
      },
    ]);
  });

  it('reports collected (refunds subtracted) and outstanding of the range’s orders, by method', async () => {
    expect((await charts(RANGE)).json.collectedVsOutstanding).toEqual({
      collectedCents: 7000,
      outstandingCents: 8700,
      byMethod: { cash: 3000, check: 3000, venmo: 1000, zelle: 0, paypal: 0, card_reader: 0, other: 0 },
    });
  });

  it('adds up: per day = per week = by campaign = collected + outstanding = the Total Sales card for those dates', async () => {
    const byDay = (await charts({ ...RANGE, interval: 'day' })).json;
    const byWeek = (await charts({ ...RANGE, interval: 'week' })).json;
    const card = await call(dashboardStatsRoute, {
      path: `/_api/admin/stats?${new URLSearchParams({ startDate: RANGE.from, endDate: RANGE.to })}`,
      headers: { cookie: adminCookie },
    });
    expect(card.json.totalRevenue).toBe('157.00');
    const cents = 15700;
    expect(sum(byDay.salesOverTime.map((row: { orderedCents: number }) => row.orderedCents))).toBe(cents);
    expect(sum(byWeek.salesOverTime.map((row: { orderedCents: number }) => row.orderedCents))).toBe(cents);
    expect(sum(byDay.salesByCampaign.map((row: { orderedCents: number }) => row.orderedCents))).toBe(cents);
    const money = byDay.collectedVsOutstanding;
    expect(money.collectedCents + money.outstandingCents).toBe(cents);
    expect(sum(Object.values(money.byMethod) as number[])).toBe(money.collectedCents);
  });

  it('drops collected by the amount of a refund recorded later', async () => {
    const order = await insertOrder({ createdAt: new Date('2019-05-01T16:00:00Z'), totalCents: 2000 }, []);
    await addLedgerEntry({ orderId: order.id, amountCents: 2000, method: 'card_reader' });
    const day = { from: '2019-05-01', to: '2019-05-01' };
    expect((await charts(day)).json.collectedVsOutstanding).toMatchObject({
      collectedCents: 2000,
      outstandingCents: 0,
    });
    await addLedgerEntry({ orderId: order.id, amountCents: -750, method: 'card_reader' });
    expect((await charts(day)).json.collectedVsOutstanding).toMatchObject({
      collectedCents: 1250,
      outstandingCents: 750,
      byMethod: { card_reader: 1250 },
    });
  });

  it('answers zeros and empty lists for a range without orders', async () => {
    const { json } = await charts({ from: '2000-12-30', to: '2001-01-02' });
    expect(json).toMatchObject({
      salesOverTime: [
        { period: '2000-12-30', orderedCents: 0, orders: 0 },
        { period: '2000-12-31', orderedCents: 0, orders: 0 },
        { period: '2001-01-01', orderedCents: 0, orders: 0 },
        { period: '2001-01-02', orderedCents: 0, orders: 0 },
      ],
      salesByCampaign: [],
      bagsByCoffee: [],
      topFundraisers: [],
      collectedVsOutstanding: { collectedCents: 0, outstandingCents: 0 },
    });
  });

  it('defaults to the last 30 shop days by day, today included', async () => {
    const today = shopToday();
    await insertOrder({ createdAt: new Date(), totalCents: 4321 }, []);
    const { status, json } = await charts();
    expect(status).toBe(200);
    expect(json).toMatchObject({ from: addCalendarDays(today, -29), to: today, interval: 'day' });
    expect(json.salesOverTime).toHaveLength(30);
    expect(json.salesOverTime.at(-1)).toMatchObject({ period: today, orderedCents: 4321, orders: 1 });
  });

  it('accepts a leap year by day and three years by week', async () => {
    expect((await charts({ from: '2020-01-01', to: '2020-12-31' })).json.salesOverTime).toHaveLength(366);
    expect((await charts({ from: '2018-01-01', to: '2020-12-31', interval: 'week' })).status).toBe(200);
  });

  it.each([
    [{ from: '2021-02-30' }, 'Invalid from date: use YYYY-MM-DD.'],
    [{ from: 'last week' }, 'Invalid from date: use YYYY-MM-DD.'],
    [{ to: '2021-3-1' }, 'Invalid to date: use YYYY-MM-DD.'],
    [{ to: '2021-03-01T00:00:00Z' }, 'Invalid to date: use YYYY-MM-DD.'],
    [{ ...RANGE, interval: 'month' }, 'Interval must be day or week.'],
    [{ from: '2021-03-14', to: '2021-03-01' }, 'The from date must not be after the to date.'],
    [
      { from: '2021-01-01', to: '2022-01-02' },
      'A range by day covers at most 366 days; choose interval=week for a longer one.',
    ],
    [
      { from: '2018-01-01', to: '2021-01-01', interval: 'week' },
      'A range by week covers at most 3 years (1,096 days).',
    ],
  ])('refuses %j with 400', async (query, error) => {
    expect(await charts(query)).toMatchObject({ status: 400, json: { error } });
  });

  it('refuses guests (401) and every role but admin (403)', async () => {
    expect((await charts(RANGE, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] as const) {
      const cookie = await sessionCookieFor(
        await createUser({ role, email: `${role}-${randomBytes(3).toString('hex')}@x.test` }),
      );
      expect(await charts(RANGE, cookie)).toMatchObject({
        status: 403,
        json: { error: `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.` },
      });
    }
  });
});
