import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-payments/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { getDb } from '@/server/db';
import { auditEntries, orderPayments, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const bulk = (body: unknown, cookie = adminCookie) =>
  call(bulkRoute, { method: 'POST', path: '/_api/admin/orders/bulk-payments', body, headers: { cookie } });
const record = (body: unknown) =>
  call(recordRoute, { method: 'POST', path: '/_api/admin/order/payments', body, headers: { cookie: adminCookie } });

async function money(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, collected: orders.collectedCents, status: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, `${row.collected}/${row.status}`]));
}

async function entriesFor(ids: number[]) {
  const db = await getDb();
  return db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids)).orderBy(asc(orderPayments.id));
}

async function auditFor(ids: number[]) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), inArray(auditEntries.entityId, ids)))
    .orderBy(asc(auditEntries.id));
}

describe('POST /_api/admin/orders/bulk-payments', () => {
  it('records each outstanding amount, collected by a fundraiser, and skips cancelled and paid orders', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const inCampaign = { campaignId: campaign.id, subAccountId: fundraiser.id };
    const unpaid = await insertOrder(inCampaign, [{ productName: 'Kenya', unitPriceCents: 1800, quantity: 2 }]);
    const partial = await insertOrder(inCampaign, [{ productName: 'Decaf', unitPriceCents: 1500, quantity: 1 }]);
    await record({ orderId: partial.id, amountCents: 500, method: 'venmo' });
    const paid = await insertOrder(inCampaign);
    await record({ orderId: paid.id, amountCents: 500, method: 'cash' });
    const cancelled = await insertOrder({ ...inCampaign, orderStatus: 'cancelled' });
    const ids = [unpaid.id, partial.id, paid.id, cancelled.id];
    const auditBefore = (await auditFor(ids)).length;

    const response = await bulk({
      orderIds: [...ids, unpaid.id],
      method: 'cash',
      reference: 'Meetup Saturday',
      collectedByUserId: fundraiser.id,
      receivedAt: '2026-02-07T16:00:00Z',
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: '2 payments recorded ($46.00); 2 orders skipped (cancelled or already paid).',
      recorded: 2,
      skipped: 2,
      totalCents: 4600,
    });
    expect(await money(ids)).toEqual({
      [unpaid.id]: '3600/paid',
      [partial.id]: '1500/paid',
      [paid.id]: '500/paid',
      [cancelled.id]: '0/pending',
    });
    const added = (await entriesFor(ids)).filter((entry) => entry.method === 'cash' && entry.reference);
    expect(added.map((entry) => [entry.orderId, entry.amountCents, entry.collectedByUserId])).toEqual([
      [unpaid.id, 3600, fundraiser.id],
      [partial.id, 1000, fundraiser.id],
    ]);
    expect(added[0]!.receivedAt.toISOString()).toBe('2026-02-07T16:00:00.000Z');
    const audit = await auditFor(ids);
    expect(audit).toHaveLength(auditBefore + 2);
    expect(audit.slice(-2).map((entry) => [entry.action, entry.entityId])).toEqual([
      ['order.payment_recorded', unpaid.id],
      ['order.payment_recorded', partial.id],
    ]);
  });

  it('changes nothing when one of the orders does not exist', async () => {
    const order = await insertOrder();
    const response = await bulk({ orderIds: [order.id, 2_000_000_000], method: 'cash' });
    expect(response).toMatchObject({
      status: 404,
      json: { error: 'An order was not found (2000000000); no payment was recorded.' },
    });
    expect(await money([order.id])).toEqual({ [order.id]: '0/pending' });
    expect(await entriesFor([order.id])).toEqual([]);
    expect(await auditFor([order.id])).toEqual([]);
  });

  it('changes nothing when the collector may not collect for one of the orders', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const mine = await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id });
    const elsewhere = await insertOrder();
    const response = await bulk({
      orderIds: [mine.id, elsewhere.id],
      method: 'cash',
      collectedByUserId: fundraiser.id,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toContain(elsewhere.orderNumber);
    expect(await entriesFor([mine.id, elsewhere.id])).toEqual([]);
  });

  it('records 1,000 orders in one call', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into orders (order_number, customer_first_name, customer_last_name, customer_email, total_cents)
      select 'SG-PAY-' || lpad(g::text, 6, '0'), 'Ada', 'Payer', 'payer' || g || '@example.com', 1000 + g
      from generate_series(1, 1000) g`);
    const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.customerLastName, 'Payer'))).map(
      (row) => row.id,
    );
    const response = await bulk({ orderIds: ids, method: 'check' });
    expect(response.json).toMatchObject({ recorded: 1000, skipped: 0, totalCents: 1000 * 1000 + 500_500 });
    const [check] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          inArray(orders.id, ids),
          eq(orders.paymentStatus, 'paid'),
          sql`${orders.collectedCents} = ${orders.totalCents}`,
        ),
      );
    expect(check!.n).toBe(1000);
    expect(await auditFor(ids)).toHaveLength(1000);
  });

  it.each([
    [{ method: 'cash' }, /^Send orderIds \(the orders to record\) or filter/],
    [{ orderIds: [], method: 'cash' }, /^orderIds must name at least one order/],
    [{ orderIds: [1.5], method: 'cash' }, /^orderIds must be a list of positive integers/],
    [{ orderIds: Array.from({ length: 1001 }, (_, i) => i + 1), method: 'cash' }, /^At most 1,000 orderIds/],
    [{ orderIds: [1] }, /^method must be one of/],
    [{ orderIds: [1], method: 'cash', amountCents: 5 }, /^Unknown field: amountCents/],
    [{ orderIds: [1], method: 'cash', receivedAt: '2999-01-01T00:00:00Z' }, /^receivedAt must not be in the future/],
  ])('answers 400 to %j', async (body, message) => {
    const response = await bulk(body);
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(message);
  });

  it('is for admins only', async () => {
    const order = await insertOrder();
    const body = { orderIds: [order.id], method: 'cash' };
    expect((await bulk(body, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] as const) {
      const cookie = await sessionCookieFor(await createUser({ role }));
      expect((await bulk(body, cookie)).status).toBe(403);
    }
    expect(await entriesFor([order.id])).toEqual([]);
  });
});
