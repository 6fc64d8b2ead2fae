import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as ordersExportRoute } from '@/app/%5Fapi/admin/orders/export/route';
import { GET as listOrdersRoute } from '@/app/%5Fapi/admin/orders/route';
import { GET as orderStatsRoute } from '@/app/%5Fapi/admin/orders/stats/route';
import type { AdminOrder } from '@/lib/contracts/admin-orders';
import { getDb } from '@/server/db';
import { orders } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-ip';
import { createUser, sessionCookieFor } from '../support/auth';
import { parseCsv } from '../support/csv';
import { call } from '../support/http';
import { recordLedgerEntry } from '../support/ledger';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 26, "views that say less than they know": the orders list, its filters, its statistics and its CSV speak the
 * payment states the sheet speaks (Unpaid, Part paid…), show collected and outstanding, filter by fundraiser, by
 * "no campaign" and by cancelled orders still holding money, and search fundraiser names and phone numbers.
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const tag = () => randomBytes(4).toString('hex');
let dayCounter = 0;
/** A New York day of its own for each scenario (2019, far from the other files' dates). */
function ownDay() {
  dayCounter += 1;
  const day = `2019-02-${String(dayCounter).padStart(2, '0')}`;
  return { range: { startDate: day, endDate: day }, at: new Date(`${day}T17:00:00Z`) };
}

type ListAnswer = { orders: AdminOrder[]; total: number };
const list = async (query: Record<string, string>) => {
  const { status, json } = await call(listOrdersRoute, {
    path: `/_api/admin/orders?${new URLSearchParams({ pageSize: '100', ...query })}`,
    headers: { cookie: adminCookie },
  });
  expect(status).toBe(200);
  return json as ListAnswer;
};
const stats = (query: Record<string, string>) =>
  call(orderStatsRoute, {
    path: `/_api/admin/orders/stats?${new URLSearchParams(query)}`,
    headers: { cookie: adminCookie },
  });
const ids = (answer: ListAnswer) => answer.orders.map((order) => order.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

async function exportCsv(query: Record<string, string>) {
  const request = new NextRequest(new URL(`/x?${new URLSearchParams(query)}`, 'http://localhost:3000'), {
    headers: { cookie: adminCookie, [PEER_ADDRESS_HEADER]: '127.0.0.1' },
  });
  const response = await ordersExportRoute(request);
  expect(response.status).toBe(200);
  const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
}

/** Four orders of $30.00 on one day: unpaid, part paid ($10), paid, and cancelled holding $30 (unsettled). */
async function ledgerDay() {
  const { range, at } = ownDay();
  const line = [{ productName: 'House Blend', unitPriceCents: 1500, quantity: 2 }];
  const unpaid = await insertOrder({ createdAt: at }, line);
  const partPaid = await insertOrder({ createdAt: at }, line);
  await recordLedgerEntry({ orderId: partPaid.id, amountCents: 1000 });
  const paid = await insertOrder({ createdAt: at, paymentStatus: 'paid' }, line);
  await recordLedgerEntry({ orderId: paid.id, amountCents: 3000 });
  const cancelled = await insertOrder({ createdAt: at, paymentStatus: 'paid', orderStatus: 'cancelled' }, line);
  await recordLedgerEntry({ orderId: cancelled.id, amountCents: 3000 });
  return { range, at, unpaid, partPaid, paid, cancelled };
}

describe('one payment vocabulary on the orders list, its filter and its CSV', () => {
  it('answers each order’s payment state, collected and outstanding (nothing outstanding on a cancelled order)', async () => {
    const { range, unpaid, partPaid, paid, cancelled } = await ledgerDay();
    const byId = new Map((await list(range)).orders.map((order) => [order.id, order]));
    expect(byId.get(unpaid.id)).toMatchObject({
      paymentStatus: 'pending',
      paymentState: 'pending',
      collectedAmount: '0.00',
      outstandingAmount: '30.00',
    });
    expect(byId.get(partPaid.id)).toMatchObject({
      paymentStatus: 'pending',
      paymentState: 'part_paid',
      collectedAmount: '10.00',
      outstandingAmount: '20.00',
    });
    expect(byId.get(paid.id)).toMatchObject({
      paymentState: 'paid',
      collectedAmount: '30.00',
      outstandingAmount: '0.00',
    });
    expect(byId.get(cancelled.id)).toMatchObject({ collectedAmount: '30.00', outstandingAmount: '0.00' });
  });

  it('filters by the five payment states: part_paid is pending with money, pending is pending with none', async () => {
    const { range, unpaid, partPaid, paid, cancelled } = await ledgerDay();
    expect(ids(await list({ ...range, paymentStatus: 'part_paid' }))).toEqual([partPaid.id]);
    expect(ids(await list({ ...range, paymentStatus: 'pending' }))).toEqual([unpaid.id]);
    expect(ids(await list({ ...range, paymentStatus: 'paid' }))).toEqual(sorted(paid.id, cancelled.id));
    expect(ids(await list({ ...range, paymentStatus: 'refunded' }))).toEqual([]);
  });

  it('filters cancelled orders still holding money: unsettled until kept, then kept', async () => {
    const { range, cancelled } = await ledgerDay();
    const refundedAt = ownDay().at;
    const refunded = await insertOrder({ createdAt: refundedAt, orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(ids(await list({ ...range, cancelledMoney: 'unsettled' }))).toEqual([cancelled.id]);
    expect(ids(await list({ ...range, cancelledMoney: 'kept' }))).toEqual([]);
    const db = await getDb();
    await db.update(orders).set({ moneyKeptAt: new Date() }).where(eq(orders.id, cancelled.id));
    expect(ids(await list({ ...range, cancelledMoney: 'unsettled' }))).toEqual([]);
    expect(ids(await list({ ...range, cancelledMoney: 'kept' }))).toEqual([cancelled.id]);
    // A cancelled order that holds nothing is in neither.
    expect((await list({ search: refunded.orderNumber, cancelledMoney: 'unsettled' })).orders).toEqual([]);
    expect((await list({ search: refunded.orderNumber, cancelledMoney: 'kept' })).orders).toEqual([]);
  });

  it('refuses an unknown payment state or cancelledMoney value with 400', async () => {
    for (const [query, error] of [
      [{ paymentStatus: 'partial' }, 'paymentStatus must be one of: pending, part_paid, paid, failed, refunded.'],
      [{ cancelledMoney: 'lost' }, 'cancelledMoney must be one of: unsettled, kept.'],
    ] as const) {
      const { status, json } = await stats(query);
      expect(status).toBe(400);
      expect(json).toEqual({ error });
    }
  });

  it('writes the payment state, collected and outstanding in the CSV, and says order figures repeat per line', async () => {
    const { range, unpaid, partPaid } = await ledgerDay();
    const rows = await exportCsv({ ...range, paymentStatus: 'part_paid' });
    expect(rows).toEqual([
      expect.objectContaining({
        'Order Number': partPaid.orderNumber,
        'Payment Status': 'Part paid',
        'Order Total (order, repeated on each line)': '30.00',
        'Collected (order, repeated on each line)': '10.00',
        'Outstanding (order, repeated on each line)': '20.00',
      }),
    ]);
    const [unpaidRow] = await exportCsv({ ...range, search: unpaid.orderNumber });
    expect(unpaidRow).toMatchObject({ 'Payment Status': 'Unpaid' });
  });
});

describe('the list’s statistics follow its filters', () => {
  it('equal the matching rows summed, for every filter the list takes', async () => {
    const { range } = await ledgerDay();
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id]);
    const credited = await insertOrder({
      createdAt: ownDay().at,
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
    });
    await recordLedgerEntry({ orderId: credited.id, amountCents: 200 });
    const queries: Array<Record<string, string>> = [
      range,
      { ...range, paymentStatus: 'part_paid' },
      { ...range, orderStatus: 'cancelled' },
      { ...range, cancelledMoney: 'unsettled' },
      { campaignId: String(campaign.id) },
      { subAccountId: String(fundraiser.id), paymentStatus: 'part_paid' },
    ];
    for (const query of queries) {
      const { orders: rows, total } = await list(query);
      const { status, json } = await stats(query);
      expect(status).toBe(200);
      const cents = (text: string) => Math.round(Number(text) * 100);
      const live = rows.filter((row) => row.orderStatus !== 'cancelled');
      const sum = (pick: (row: AdminOrder) => string) => live.reduce((total, row) => total + cents(pick(row)), 0);
      expect({
        totalOrders: json.totalOrders,
        revenue: cents(json.totalRevenue),
        collected: cents(json.collected),
        outstanding: cents(json.outstanding),
      }).toEqual({
        totalOrders: total,
        revenue: sum((row) => row.totalAmount),
        collected: sum((row) => row.collectedAmount),
        outstanding: sum((row) => row.outstandingAmount),
      });
    }
    expect((await stats(range)).json).toMatchObject({
      totalRevenue: '90.00',
      collected: '40.00',
      outstanding: '50.00',
      totalOrders: 4,
    });
  });
});

describe('fundraiser, shop-order and search filters', () => {
  it('filters the shop’s own orders with campaignId=none', async () => {
    const product = await createProduct();
    const { campaign } = await createCampaignWithFundraiser([product.id]);
    const { range, at } = ownDay();
    const shopOrder = await insertOrder({ createdAt: at });
    const campaignOrder = await insertOrder({ createdAt: at, campaignId: campaign.id });
    expect(ids(await list({ ...range, campaignId: 'none' }))).toEqual([shopOrder.id]);
    expect(ids(await list({ ...range, campaignId: String(campaign.id) }))).toEqual([campaignOrder.id]);
    expect((await stats({ ...range, campaignId: 'none' })).json).toMatchObject({ totalOrders: 1 });
  });

  it('finds orders by the credited fundraiser’s name or e-mail', async () => {
    const product = await createProduct();
    const { campaign } = await createCampaignWithFundraiser([product.id]);
    const t = tag();
    const fundraiser = await createUser({
      role: 'sub_account',
      firstName: `Sofia${t}`,
      lastName: 'Marquez',
      displayName: `Sofi ${t}`,
    });
    const { at } = ownDay();
    const credited = await insertOrder({ createdAt: at, campaignId: campaign.id, subAccountId: fundraiser.id });
    await insertOrder({ createdAt: at, campaignId: campaign.id });
    expect(ids(await list({ search: `sofia${t} marquez` }))).toEqual([credited.id]);
    expect(ids(await list({ search: `SOFI ${t}` }))).toEqual([credited.id]);
    expect(ids(await list({ search: fundraiser.email }))).toEqual([credited.id]);
  });

  it('finds orders by the buyer’s phone number however it is written', async () => {
    const { at } = ownDay();
    const digits = String(Date.now()).slice(-7);
    const phone = `(${digits.slice(0, 3)}) ${digits.slice(3)}-0`;
    const order = await insertOrder({ createdAt: at, customerPhone: `+1 ${phone}` });
    // "(555) 010-2" as typed, as digits, and as part of the number written otherwise.
    expect(ids(await list({ search: phone }))).toEqual([order.id]);
    expect(ids(await list({ search: `${digits}0` }))).toEqual([order.id]);
    expect(ids(await list({ search: `${digits.slice(0, 3)}-${digits.slice(3)}` }))).toEqual([order.id]);
    expect(ids(await list({ search: `1${digits}0` }))).toEqual([order.id]);
    const rows = await exportCsv({ search: phone });
    expect(rows.map((row) => row['Order Number'])).toEqual([order.orderNumber]);
  });
});
