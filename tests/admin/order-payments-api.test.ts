import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as collectorsRoute } from '@/app/%5Fapi/admin/order/payment-collectors/route';
import { GET as listRoute, POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { POST as updateStatusRoute } from '@/app/%5Fapi/admin/order/update-status/route';
import { POST as captainRecordRoute } from '@/app/%5Fapi/captain/order/payments/route';
import { getDb } from '@/server/db';
import { auditEntries, orderPayments, orders, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Sofia Staff' });
  adminCookie = await sessionCookieFor(admin);
});

const record = (body: unknown, cookie = adminCookie) =>
  call(recordRoute, { method: 'POST', path: '/_api/admin/order/payments', body, headers: { cookie } });
const captainRecord = (body: unknown, cookie: string) =>
  call(captainRecordRoute, { method: 'POST', path: '/_api/captain/order/payments', body, headers: { cookie } });
const ledger = (orderId: number | string, cookie = adminCookie) =>
  call(listRoute, { path: `/_api/admin/order/payments?orderId=${orderId}`, headers: { cookie } });

/** A $25.00 order (two $12.50 bags). */
const order25 = (values: Parameters<typeof insertOrder>[0] = {}) =>
  insertOrder(values, [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 2 }]);

async function orderRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function ledgerRows(orderId: number) {
  const db = await getDb();
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
}

async function auditFor(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
    .orderBy(asc(auditEntries.id));
}

describe('POST /_api/admin/order/payments', () => {
  it('records a partial payment, then the rest: the order stays pending until it is covered, then it is paid', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const order = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id });

    const first = await record({
      orderId: order.id,
      amountCents: 1000,
      method: 'cash',
      reference: '  envelope 7  ',
      collectedByUserId: fundraiser.id,
      receivedAt: '2026-01-10T18:30:00Z',
    });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      payment: {
        id: expect.any(Number),
        orderId: order.id,
        amountCents: 1000,
        method: 'cash',
        reference: 'envelope 7',
        collectedBy: { userId: fundraiser.id, displayName: fundraiser.displayName },
        receivedAt: '2026-01-10T18:30:00.000Z',
        recordedBy: { id: admin.id, name: 'Sofia Staff' },
        createdAt: expect.any(String),
      },
      paymentStatus: 'pending',
      collectedCents: 1000,
      outstandingCents: 1500,
    });
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 1000, paymentStatus: 'pending' });

    const rest = await record({ orderId: order.id, amountCents: 1500, method: 'venmo' });
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({
      payment: { amountCents: 1500, method: 'venmo', reference: null, collectedBy: null },
      paymentStatus: 'paid',
      collectedCents: 2500,
      outstandingCents: 0,
    });
    // Without receivedAt the money was received now.
    expect(Math.abs(Date.parse(rest.json.payment.receivedAt) - Date.now())).toBeLessThan(60_000);
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 2500, paymentStatus: 'paid' });

    const entries = await auditFor(order.id);
    expect(entries.map((entry) => entry.action)).toEqual(['order.payment_recorded', 'order.payment_recorded']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      entityLabel: order.orderNumber,
      changes: {
        amountCents: { from: null, to: 1000 },
        method: { from: null, to: 'cash' },
        reference: { from: null, to: 'envelope 7' },
        collectedBy: { from: null, to: { id: fundraiser.id, name: fundraiser.displayName } },
        receivedAt: { from: null, to: '2026-01-10T18:30:00.000Z' },
        collectedCents: { from: 0, to: 1000 },
      },
    });
    expect(entries[0]!.changes.paymentStatus).toBeUndefined();
    expect(entries[1]!.changes.paymentStatus).toEqual({ from: 'pending', to: 'paid' });
  });

  it('records refunds as negative amounts: a part keeps the order pending, the rest makes it refunded', async () => {
    const order = await order25();
    await record({ orderId: order.id, amountCents: 2500, method: 'check', reference: '#1042' });
    const part = await record({ orderId: order.id, amountCents: -500, method: 'check' });
    expect(part.status).toBe(201);
    expect(part.json).toMatchObject({ paymentStatus: 'pending', collectedCents: 2000, outstandingCents: 500 });
    const all = await record({ orderId: order.id, amountCents: -2000, method: 'cash' });
    expect(all.json).toMatchObject({
      payment: { amountCents: -2000 },
      paymentStatus: 'refunded',
      collectedCents: 0,
      outstandingCents: 2500,
    });
    expect((await auditFor(order.id)).map((entry) => entry.action)).toEqual([
      'order.payment_recorded',
      'order.refund_recorded',
      'order.refund_recorded',
    ]);
    expect((await ledgerRows(order.id)).map((row) => row.amountCents)).toEqual([2500, -500, -2000]);
  });

  it('refuses more than the outstanding amount and a refund above what was collected, changing nothing', async () => {
    const order = await order25();
    const over = await record({ orderId: order.id, amountCents: 2501, method: 'cash' });
    expect(over).toMatchObject({
      status: 400,
      json: { error: `$25.01 is more than the $25.00 outstanding on order ${order.orderNumber}.` },
    });
    const nothingToRefund = await record({ orderId: order.id, amountCents: -100, method: 'cash' });
    expect(nothingToRefund.status).toBe(400);
    expect(nothingToRefund.json.error).toMatch(/^Nothing has been collected on order/);

    await record({ orderId: order.id, amountCents: 1000, method: 'cash' });
    const refund = await record({ orderId: order.id, amountCents: -1001, method: 'cash' });
    expect(refund).toMatchObject({
      status: 400,
      json: { error: `A refund of $10.01 is more than the $10.00 collected on order ${order.orderNumber}.` },
    });
    await record({ orderId: order.id, amountCents: 1500, method: 'cash' });
    const paidInFull = await record({ orderId: order.id, amountCents: 1, method: 'cash' });
    expect(paidInFull.json.error).toBe(`Nothing is outstanding on order ${order.orderNumber}: it is paid in full.`);

    expect((await ledgerRows(order.id)).map((row) => row.amountCents)).toEqual([1000, 1500]);
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 2500, paymentStatus: 'paid' });
    expect(await auditFor(order.id)).toHaveLength(2);
  });

  it('lets a cancelled order take refunds only, and owes nothing on it', async () => {
    const order = await order25();
    await record({ orderId: order.id, amountCents: 1000, method: 'zelle' });
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, order.id));

    const payment = await record({ orderId: order.id, amountCents: 500, method: 'cash' });
    expect(payment).toMatchObject({
      status: 400,
      json: { error: `Order ${order.orderNumber} is cancelled: it accepts refunds only.` },
    });
    const refund = await record({ orderId: order.id, amountCents: -1000, method: 'zelle' });
    expect(refund.json).toMatchObject({ paymentStatus: 'refunded', collectedCents: 0, outstandingCents: 0 });
  });

  it('takes as collector staff or a fundraiser or captain of the order campaign, nobody else', async () => {
    const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([]);
    const other = await createCampaignWithFundraiser([]);
    const order = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id });
    const plainOrder = await order25();

    for (const collector of [admin, fundraiser, captain]) {
      const ok = await record({ orderId: order.id, amountCents: 100, method: 'cash', collectedByUserId: collector.id });
      expect(ok.status, collector.role).toBe(201);
    }
    const staffOnPlain = await record({
      orderId: plainOrder.id,
      amountCents: 100,
      method: 'cash',
      collectedByUserId: admin.id,
    });
    expect(staffOnPlain.status).toBe(201);

    const outsider = await record({
      orderId: order.id,
      amountCents: 100,
      method: 'cash',
      collectedByUserId: other.fundraiser.id,
    });
    expect(outsider.status).toBe(400);
    expect(outsider.json.error).toBe(
      `${other.fundraiser.displayName} is neither staff nor a fundraiser of the campaign of order ${order.orderNumber}: name staff or one of that campaign's fundraisers as the collector.`,
    );
    const fundraiserOnPlain = await record({
      orderId: plainOrder.id,
      amountCents: 100,
      method: 'cash',
      collectedByUserId: fundraiser.id,
    });
    expect(fundraiserOnPlain.status).toBe(400);
    const unknown = await record({
      orderId: order.id,
      amountCents: 100,
      method: 'cash',
      collectedByUserId: 2_000_000_000,
    });
    expect(unknown).toMatchObject({ status: 400, json: { error: 'The collector (user 2000000000) was not found.' } });

    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 300 });
    expect(await orderRow(plainOrder.id)).toMatchObject({ collectedCents: 100 });
  });

  it('answers 404 for an unknown order', async () => {
    expect(await record({ orderId: 2_000_000_000, amountCents: 100, method: 'cash' })).toMatchObject({
      status: 404,
      json: { error: 'Order not found.' },
    });
  });

  it.each([
    [{ amountCents: 100, method: 'cash' }, 'Order ID must be a positive integer.'],
    [{ orderId: 1, method: 'cash' }, /^amountCents must be a whole number of cents other than 0/],
    [{ orderId: 1, amountCents: 0, method: 'cash' }, /^amountCents must be a whole number of cents other than 0/],
    [{ orderId: 1, amountCents: 12.5, method: 'cash' }, /^amountCents must be a whole number/],
    [{ orderId: 1, amountCents: '100', method: 'cash' }, /^amountCents must be a whole number/],
    [{ orderId: 1, amountCents: 100_000_001, method: 'cash' }, /^amountCents must be at most 100000000/],
    [{ orderId: 1, amountCents: 100 }, /^method must be one of: cash, check, venmo/],
    [{ orderId: 1, amountCents: 100, method: 'bitcoin' }, /^method must be one of/],
    [{ orderId: 1, amountCents: 100, method: 'cash', reference: 'x'.repeat(201) }, /^reference must be at most 200/],
    [{ orderId: 1, amountCents: 100, method: 'cash', reference: 'a\u0000b' }, /control characters/],
    [{ orderId: 1, amountCents: 100, method: 'cash', collectedByUserId: 0 }, /^collectedByUserId must be a positive/],
    [{ orderId: 1, amountCents: 100, method: 'cash', receivedAt: 'yesterday' }, /^receivedAt must be an ISO date-time/],
    [
      { orderId: 1, amountCents: 100, method: 'cash', receivedAt: '2026-01-10' },
      /^receivedAt must be an ISO date-time/,
    ],
    [
      { orderId: 1, amountCents: 100, method: 'cash', receivedAt: '2999-01-01T00:00:00Z' },
      /^receivedAt must not be in the future/,
    ],
    [{ orderId: 1, amountCents: 100, method: 'cash', tip: 5 }, 'Unknown field: tip.'],
  ])('refuses %j with 400, changing nothing', async (body, error) => {
    const order = await order25();
    const response = await record({ ...body, ...('orderId' in body ? { orderId: order.id } : {}) });
    expect(response.status).toBe(400);
    if (typeof error === 'string') expect(response.json.error).toBe(error);
    else expect(response.json.error).toMatch(error);
    expect(await ledgerRows(order.id)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 0, paymentStatus: 'pending' });
  });

  it('accepts a received time a few seconds ahead of the server clock', async () => {
    const order = await order25();
    const soon = new Date(Date.now() + 30_000).toISOString();
    expect((await record({ orderId: order.id, amountCents: 100, method: 'cash', receivedAt: soon })).status).toBe(201);
  });

  it('is for admins only', async () => {
    const order = await order25();
    const body = { orderId: order.id, amountCents: 100, method: 'cash' };
    expect((await record(body, '')).status).toBe(401);
    expect((await ledger(order.id, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] as const) {
      const cookie = await sessionCookieFor(await createUser({ role }));
      expect((await record(body, cookie)).status).toBe(403);
      expect((await ledger(order.id, cookie)).status).toBe(403);
    }
    expect(await ledgerRows(order.id)).toEqual([]);
  });
});

describe('GET /_api/admin/order/payments', () => {
  it('answers the ledger newest first with the order figures', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const order = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id });
    await record({ orderId: order.id, amountCents: 500, method: 'cash', receivedAt: '2026-01-02T12:00:00Z' });
    await record({
      orderId: order.id,
      amountCents: 700,
      method: 'paypal',
      collectedByUserId: fundraiser.id,
      receivedAt: '2026-01-05T12:00:00Z',
    });
    await record({ orderId: order.id, amountCents: -200, method: 'cash', receivedAt: '2026-01-03T12:00:00Z' });

    const { status, json } = await ledger(order.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({ collectedCents: 1000, outstandingCents: 1500, paymentStatus: 'pending' });
    expect(json.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([700, -200, 500]);
    expect(json.payments[0]).toMatchObject({
      method: 'paypal',
      collectedBy: { userId: fundraiser.id, displayName: fundraiser.displayName },
      recordedBy: { id: admin.id, name: 'Sofia Staff' },
    });
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect(await ledger(2_000_000_000)).toMatchObject({ status: 404, json: { error: 'Order not found.' } });
    expect(await ledger('abc')).toMatchObject({ status: 400, json: { error: 'Order ID must be a positive integer.' } });
  });
});

describe('POST /_api/captain/order/payments', () => {
  it('lets a captain record payments on their own campaign orders only', async () => {
    const mine = await createCampaignWithFundraiser([]);
    const theirs = await createCampaignWithFundraiser([]);
    const captainCookie = await sessionCookieFor(mine.captain);
    const myOrder = await order25({ campaignId: mine.campaign.id, subAccountId: mine.fundraiser.id });
    const theirOrder = await order25({ campaignId: theirs.campaign.id, subAccountId: theirs.fundraiser.id });
    const shopOrder = await order25();

    const ok = await captainRecord(
      { orderId: myOrder.id, amountCents: 2500, method: 'cash', collectedByUserId: mine.fundraiser.id },
      captainCookie,
    );
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({
      payment: { recordedBy: { id: mine.captain.id } },
      paymentStatus: 'paid',
      collectedCents: 2500,
      outstandingCents: 0,
    });

    for (const order of [theirOrder, shopOrder]) {
      const refused = await captainRecord({ orderId: order.id, amountCents: 100, method: 'cash' }, captainCookie);
      expect(refused).toMatchObject({ status: 404, json: { error: 'Order not found.' } });
      expect(await ledgerRows(order.id)).toEqual([]);
    }
    // A captain may not name another campaign's fundraiser either.
    const another = await order25({ campaignId: mine.campaign.id });
    const wrongCollector = await captainRecord(
      { orderId: another.id, amountCents: 100, method: 'cash', collectedByUserId: theirs.fundraiser.id },
      captainCookie,
    );
    expect(wrongCollector.status).toBe(400);
  });

  it('refuses guests, fundraisers and a captain demoted to a plain account', async () => {
    const { campaign, captain } = await createCampaignWithFundraiser([]);
    const order = await order25({ campaignId: campaign.id });
    const body = { orderId: order.id, amountCents: 100, method: 'cash' };
    expect((await captainRecord(body, '')).status).toBe(401);
    const fundraiserCookie = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    expect((await captainRecord(body, fundraiserCookie)).status).toBe(403);
    const db = await getDb();
    await db.execute(sql`update users set role = 'sub_account' where id = ${captain.id}`);
    expect((await captainRecord(body, await sessionCookieFor(captain))).status).toBe(403);
    expect(await ledgerRows(order.id)).toEqual([]);
  });
});

describe('payment status set through the status calls', () => {
  const setStatus = (body: unknown) =>
    call(updateStatusRoute, {
      method: 'POST',
      path: '/_api/admin/order/update-status',
      body,
      headers: { cookie: adminCookie },
    });

  it('records the outstanding amount for paid and a refund of everything for refunded', async () => {
    const order = await order25();
    await record({ orderId: order.id, amountCents: 1000, method: 'cash' });
    expect((await setStatus({ orderId: order.id, paymentStatus: 'paid' })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 2500, paymentStatus: 'paid' });
    expect((await setStatus({ orderId: order.id, paymentStatus: 'refunded' })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ collectedCents: 0, paymentStatus: 'refunded' });
    expect((await ledgerRows(order.id)).map((row) => [row.amountCents, row.method, row.reference])).toEqual([
      [1000, 'cash', null],
      [1500, 'other', 'Marked paid'],
      [-2500, 'other', 'Marked refunded'],
    ]);
  });

  it('refuses pending or failed while money is collected, and paid on a cancelled order', async () => {
    const order = await order25();
    await record({ orderId: order.id, amountCents: 1000, method: 'cash' });
    for (const paymentStatus of ['pending', 'failed']) {
      const refused = await setStatus({ orderId: order.id, paymentStatus });
      expect(refused.status).toBe(400);
      expect(refused.json.error).toBe(
        `Record a refund first: order ${order.orderNumber} has $10.00 collected, so its payment status cannot be ${paymentStatus}. Nothing was changed.`,
      );
    }
    const cancelledPaid = await setStatus({ orderId: order.id, orderStatus: 'cancelled', paymentStatus: 'paid' });
    expect(cancelledPaid.status).toBe(400);
    expect(cancelledPaid.json.error).toMatch(/is cancelled: it accepts refunds only/);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 1000 });
    expect(await ledgerRows(order.id)).toHaveLength(1);
  });
});

describe('GET /_api/admin/order/payment-collectors', () => {
  it('lists staff, and with a campaign its captain and fundraisers', async () => {
    const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([]);
    const collectors = (query: string) =>
      call(collectorsRoute, { path: `/_api/admin/order/payment-collectors${query}`, headers: { cookie: adminCookie } });
    const staffOnly = await collectors('');
    expect(staffOnly.status).toBe(200);
    expect(staffOnly.json.collectors).toContainEqual({ userId: admin.id, displayName: 'Sofia Staff', kind: 'staff' });
    expect(staffOnly.json.collectors.every((c: { kind: string }) => c.kind === 'staff')).toBe(true);
    const withCampaign = (await collectors(`?campaignId=${campaign.id}`)).json.collectors;
    const kindOf = (userId: number) => withCampaign.find((c: { userId: number }) => c.userId === userId)?.kind;
    expect(kindOf(fundraiser.id)).toBe('fundraiser');
    expect(kindOf(captain.id)).toBe('captain');
    expect(withCampaign.filter((c: { kind: string }) => c.kind !== 'staff')).toHaveLength(2);
    expect((await collectors('?campaignId=x')).status).toBe(400);
  });
});

describe('ledger consistency', () => {
  it('keeps collected_cents equal to the sum of each order ledger', async () => {
    const db = await getDb();
    const ids = (await db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    const mismatched = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.id, ids),
          sql`${orders.collectedCents} <> coalesce((select sum(amount_cents) from order_payments p where p.order_id = ${orders.id}), 0)`,
        ),
      );
    expect(ids.length).toBeGreaterThan(10);
    expect(mismatched).toEqual([]);
  });
});
