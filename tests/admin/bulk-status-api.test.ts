import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-status/route';
import { BULK_MAX_IDS, BULK_MAX_MATCHES } from '@/lib/validation/admin-orders';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  const admin = await createUser({ role: 'admin' });
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin);
});

const bulk = (body: unknown, cookie = adminCookie) =>
  call(bulkRoute, { method: 'POST', path: '/_api/admin/orders/bulk-status', body, headers: { cookie } });

const noneSkipped = { delivered: 0, cancelled: 0, holdingMoney: 0 };

async function statuses(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, orderStatus: orders.orderStatus, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, `${row.orderStatus}/${row.paymentStatus}`]));
}

async function collected(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, collectedCents: orders.collectedCents })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.collectedCents]));
}

async function auditFor(ids: number[]) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), inArray(auditEntries.entityId, ids)))
    .orderBy(auditEntries.id);
}

describe('POST /_api/admin/orders/bulk-status', () => {
  it('sets the status of the named orders in one call and audits each order that changed', async () => {
    const a = await insertOrder({ orderStatus: 'pending', paymentStatus: 'pending' });
    const b = await insertOrder({ orderStatus: 'shipped', paymentStatus: 'paid' });
    const done = await insertOrder({ orderStatus: 'delivered', paymentStatus: 'paid' });
    const bystander = await insertOrder({ orderStatus: 'pending', paymentStatus: 'pending' });

    const response = await bulk({ orderIds: [a.id, b.id, done.id, a.id], orderStatus: 'delivered' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: '2 orders updated.', matched: 3, changed: 2, skipped: noneSkipped });
    expect(await statuses([a.id, b.id, done.id, bystander.id])).toEqual({
      [a.id]: 'delivered/pending',
      [b.id]: 'delivered/paid',
      [done.id]: 'delivered/paid',
      [bystander.id]: 'pending/pending',
    });

    const entries = await auditFor([a.id, b.id, done.id, bystander.id]);
    expect(entries).toHaveLength(2);
    const byOrder = Object.fromEntries(entries.map((entry) => [entry.entityId, entry]));
    expect(byOrder[a.id]).toMatchObject({
      action: 'order.status_changed',
      actorId: adminId,
      entityLabel: a.orderNumber,
      changes: { orderStatus: { from: 'pending', to: 'delivered' } },
    });
    expect(byOrder[b.id]!.changes).toEqual({ orderStatus: { from: 'shipped', to: 'delivered' } });
  });

  it('changes every order matching the list filters, and only those', async () => {
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id]);
    const credited = [
      await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id, paymentStatus: 'pending' }),
      await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id, paymentStatus: 'pending' }),
    ];
    const otherCampaignOrder = await insertOrder({ paymentStatus: 'pending' });
    const alreadyRefunded = await insertOrder({ campaignId: campaign.id, paymentStatus: 'refunded' });

    const response = await bulk({
      filter: { campaignId: campaign.id, paymentStatus: 'pending' },
      paymentStatus: 'paid',
      orderStatus: 'processing',
    });
    expect(response.json).toEqual({ message: '2 orders updated.', matched: 2, changed: 2, skipped: noneSkipped });
    expect(await statuses([...credited.map((o) => o.id), otherCampaignOrder.id, alreadyRefunded.id])).toEqual({
      [credited[0]!.id]: 'processing/paid',
      [credited[1]!.id]: 'processing/paid',
      [otherCampaignOrder.id]: 'pending/pending',
      [alreadyRefunded.id]: 'pending/refunded',
    });
    // Issue 13: marking paid records each order's outstanding amount in the payment ledger, audited as its own entry.
    const entries = await auditFor(credited.map((o) => o.id));
    expect(entries.map((entry) => [entry.action, entry.changes.orderStatus, entry.changes.paymentStatus])).toEqual([
      ['order.status_changed', { from: 'pending', to: 'processing' }, undefined],
      ['order.status_changed', { from: 'pending', to: 'processing' }, undefined],
      ['order.payment_recorded', undefined, { from: 'pending', to: 'paid' }],
      ['order.payment_recorded', undefined, { from: 'pending', to: 'paid' }],
    ]);
    expect(await collected(credited.map((o) => o.id))).toEqual({ [credited[0]!.id]: 500, [credited[1]!.id]: 500 });
  });

  it('takes the filters as the list URL has them (text), dates included', async () => {
    const inside = await insertOrder({ createdAt: new Date('2022-03-10T17:00:00Z'), customerLastName: 'Bulkdate' });
    const outside = await insertOrder({ createdAt: new Date('2022-04-10T17:00:00Z'), customerLastName: 'Bulkdate' });
    const response = await bulk({
      filter: { search: 'bulkdate', startDate: '2022-03-01', endDate: '2022-03-31', orderStatus: '' },
      orderStatus: 'cancelled',
    });
    expect(response.json).toMatchObject({ matched: 1, changed: 1, message: '1 order updated.' });
    expect(await statuses([inside.id, outside.id])).toEqual({
      [inside.id]: 'cancelled/pending',
      [outside.id]: 'pending/pending',
    });
  });

  it('changes 1,000 orders at once with an audit entry for each status change and each ledger entry', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into orders (order_number, customer_first_name, customer_last_name, customer_email, total_cents)
      select 'SG-BULK-' || lpad(g::text, 6, '0'), 'Ada', 'Thousand', 'thousand' || g || '@example.com', 1000
      from generate_series(1, ${BULK_MAX_IDS}) g`);
    const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerLastName, 'Thousand'));
    const ids = rows.map((row) => row.id);
    const response = await bulk({ orderIds: ids, orderStatus: 'delivered', paymentStatus: 'paid' });
    expect(response.json).toMatchObject({ matched: 1000, changed: 1000, message: '1,000 orders updated.' });
    expect(Object.values(await statuses(ids)).every((value) => value === 'delivered/paid')).toBe(true);
    // Issue 13: one status entry and one ledger entry (marked paid) per order.
    const entries = await auditFor(ids);
    expect(entries.filter((entry) => entry.action === 'order.status_changed')).toHaveLength(1000);
    expect(entries.filter((entry) => entry.action === 'order.payment_recorded')).toHaveLength(1000);
    expect(Object.values(await collected(ids)).every((cents) => cents === 1000)).toBe(true);
  });

  it('changes nothing when one of the named orders does not exist', async () => {
    const order = await insertOrder({ orderStatus: 'pending' });
    const response = await bulk({ orderIds: [order.id, 2_000_000_000], orderStatus: 'delivered' });
    expect(response.status).toBe(404);
    expect(response.json.error).toBe('An order was not found (2000000000); nothing was changed.');
    expect(await statuses([order.id])).toEqual({ [order.id]: 'pending/pending' });
    expect(await auditFor([order.id])).toHaveLength(0);
  });

  it(`refuses a filter matching more than ${BULK_MAX_MATCHES.toLocaleString('en-US')} orders, changing nothing`, async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into orders (order_number, customer_first_name, customer_last_name, customer_email, total_cents)
      select 'SG-MANY-' || lpad(g::text, 6, '0'), 'Many', 'Toomany', 'many' || g || '@example.com', 500
      from generate_series(1, ${BULK_MAX_MATCHES + 1}) g`);
    const response = await bulk({ filter: { search: 'toomany' }, orderStatus: 'delivered' });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^The filter matches more than 10,000 orders; narrow it/);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.customerLastName, 'Toomany'), eq(orders.orderStatus, 'delivered')));
    expect(row!.n).toBe(0);
  });

  it.each([
    [{ orderStatus: 'delivered' }, /^Send orderIds \(the orders to change\) or filter/],
    [{ orderIds: [1], filter: {}, orderStatus: 'delivered' }, /^Send orderIds \(the orders to change\) or filter/],
    [{ orderIds: [1] }, /^Provide an orderStatus or a paymentStatus/],
    [{ orderIds: [], orderStatus: 'delivered' }, /^orderIds must name at least one order/],
    [{ orderIds: ['1'], orderStatus: 'delivered' }, /^orderIds must be a list of positive integers/],
    [{ orderIds: [0], orderStatus: 'delivered' }, /^orderIds must be a list of positive integers/],
    [{ orderIds: [1.5], orderStatus: 'delivered' }, /^orderIds must be a list of positive integers/],
    [{ orderIds: 'all', orderStatus: 'delivered' }, /^orderIds must be a list of positive integers/],
    [{ orderIds: [1], orderStatus: 'lost' }, /^Order status must be one of/],
    [{ orderIds: [1], paymentStatus: 'maybe' }, /^Payment status must be one of/],
    [{ filter: { status: 'pending' }, orderStatus: 'delivered' }, /^Unknown field: filter\.status\./],
    [{ filter: 'everything', orderStatus: 'delivered' }, /^filter must be an object/],
    [{ filter: { campaignId: 'abc' }, orderStatus: 'delivered' }, /^campaignId must be a positive integer/],
    [{ filter: { startDate: '2024-02-30' }, orderStatus: 'delivered' }, /date/i],
    [{ orderIds: [1], orderStatus: 'delivered', extra: true }, /extra/],
  ])('answers 400 to %j', async (body, message) => {
    const response = await bulk(body);
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(message);
  });

  it(`answers 400 to more than ${BULK_MAX_IDS.toLocaleString('en-US')} ids (10,000 in one call)`, async () => {
    const orderIds = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const response = await bulk({ orderIds, orderStatus: 'delivered' });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(
      'At most 1,000 orderIds at a time; send filter to change every order that matches.',
    );
  });

  it('is for admins only', async () => {
    const order = await insertOrder({ orderStatus: 'pending' });
    const body = { orderIds: [order.id], orderStatus: 'delivered' };
    expect((await bulk(body, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] as const) {
      const cookie = await sessionCookieFor(await createUser({ role }));
      expect((await bulk(body, cookie)).status).toBe(403);
    }
    expect(await statuses([order.id])).toEqual({ [order.id]: 'pending/pending' });
  });
});
