import { asc, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-payments/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { getDb } from '@/server/db';
import { orderPayments } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * Issue 26: bulk Record payment worked on the current page only. It now takes the list's filters ("all matching"),
 * shows what it would record before submitting (dryRun: "19 orders, $1,326.00"), and can credit each entry to its
 * order's fundraiser (collector: 'fundraiser').
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const bulk = (body: unknown, cookie = adminCookie) =>
  call(bulkRoute, { method: 'POST', path: '/_api/admin/orders/bulk-payments', body, headers: { cookie } });
const record = (body: unknown) =>
  call(recordRoute, { method: 'POST', path: '/_api/admin/order/payments', body, headers: { cookie: adminCookie } });

async function entriesFor(ids: number[]) {
  const db = await getDb();
  return db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id));
}

/** A campaign with two fundraisers: Sofia's 2 orders ($36, $15 of which $5 paid), Leo's $18, one credited to nobody. */
async function campaignOrders() {
  const { campaign, fundraiser: sofia } = await createCampaignWithFundraiser([]);
  const leo = await createUser({ role: 'sub_account', displayName: 'Leo' });
  const db = await getDb();
  const { campaignParticipants } = await import('@/server/db/schema');
  await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: leo.id });
  const bag = (unitPriceCents: number, quantity = 1) => [{ productName: 'Kenya', unitPriceCents, quantity }];
  const on = (subAccountId: number | null) => ({ campaignId: campaign.id, subAccountId });
  const sofiaA = await insertOrder(on(sofia.id), bag(1800, 2));
  const sofiaB = await insertOrder(on(sofia.id), bag(1500));
  await record({ orderId: sofiaB.id, amountCents: 500, method: 'cash' });
  const leoA = await insertOrder(on(leo.id), bag(1800));
  const nobody = await insertOrder(on(null), bag(1200));
  const cancelled = await insertOrder({ ...on(sofia.id), orderStatus: 'cancelled' }, bag(2000));
  return { campaign, sofia, leo, ids: { sofiaA, sofiaB, leoA, nobody, cancelled } };
}

describe('POST /_api/admin/orders/bulk-payments on all matching', () => {
  it('previews the orders and their sum with dryRun, recording nothing', async () => {
    const { campaign, ids } = await campaignOrders();
    const all = Object.values(ids).map((order) => order.id);
    const before = await entriesFor(all);

    const preview = await bulk({ filter: { campaignId: campaign.id }, dryRun: true });
    expect(preview.status).toBe(200);
    // $36 + $10 + $18 + $12; the cancelled order owes nothing.
    expect(preview.json).toEqual({ orders: 4, totalCents: 7600 });
    expect(await bulk({ orderIds: [ids.sofiaA.id, ids.cancelled.id], dryRun: true })).toMatchObject({
      json: { orders: 1, totalCents: 3600 },
    });
    expect(await entriesFor(all)).toEqual(before);
  });

  it("records every matching order's outstanding amount, each collected by its order's fundraiser", async () => {
    const { campaign, sofia, leo, ids } = await campaignOrders();
    const response = await bulk({ filter: { campaignId: campaign.id }, method: 'cash', collector: 'fundraiser' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: '4 payments recorded ($76.00); 1 order skipped (cancelled or already paid).',
      recorded: 4,
      skipped: 1,
      totalCents: 7600,
    });
    const added = (await entriesFor(Object.values(ids).map((order) => order.id))).filter(
      (entry) => entry.recordedByName !== null && entry.amountCents !== 500,
    );
    const byOrder = Object.fromEntries(
      added.map((entry) => [entry.orderId, [entry.amountCents, entry.collectedByUserId]]),
    );
    expect(byOrder).toEqual({
      [ids.sofiaA.id]: [3600, sofia.id],
      [ids.sofiaB.id]: [1000, sofia.id],
      [ids.leoA.id]: [1800, leo.id],
      [ids.nobody.id]: [1200, null],
    });
    expect((await bulk({ filter: { campaignId: campaign.id }, dryRun: true })).json).toEqual({
      orders: 0,
      totalCents: 0,
    });
  });

  it('refuses ids and filter together, a collector named twice, and no method outside a dry run', async () => {
    const order = await insertOrder();
    const both = await bulk({ orderIds: [order.id], filter: {}, method: 'cash' });
    expect(both.status).toBe(400);
    const twice = await bulk({ orderIds: [order.id], method: 'cash', collector: 'fundraiser', collectedByUserId: 1 });
    expect(twice).toMatchObject({ status: 400, json: { error: expect.stringContaining('not both') } });
    expect((await bulk({ orderIds: [order.id] })).status).toBe(400);
    expect((await bulk({ orderIds: [order.id], method: 'cash', collector: 'captain' })).status).toBe(400);
    expect(await entriesFor([order.id])).toEqual([]);
  });

  it('is for admins only, dry run included', async () => {
    const order = await insertOrder();
    const body = { orderIds: [order.id], dryRun: true };
    expect((await bulk(body, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] as const) {
      expect((await bulk(body, await sessionCookieFor(await createUser({ role })))).status).toBe(403);
    }
  });
});
