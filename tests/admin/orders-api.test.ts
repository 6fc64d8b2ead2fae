import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateStatusRoute } from '@/app/%5Fapi/admin/order/update-status/route';
import { GET as listOrdersRoute } from '@/app/%5Fapi/admin/orders/route';
import { GET as orderStatsRoute } from '@/app/%5Fapi/admin/orders/stats/route';
import { GET as dashboardStatsRoute } from '@/app/%5Fapi/admin/stats/route';
import { ROLE_LABELS } from '@/lib/roles';
import { getDb } from '@/server/db';
import { orderItems, orders, type UserRole } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const tag = () => randomBytes(4).toString('hex');

/** Inserts an order directly (with one line of `quantity` bags) and returns its row. */
async function insertOrder(overrides: Partial<typeof orders.$inferInsert> & { createdAt: Date; quantity?: number }) {
  const db = await getDb();
  const { quantity = 1, ...values } = overrides;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SG-TEST-${tag().toUpperCase()}`,
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: `ada-${tag()}@example.com`,
      totalCents: 1000,
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order!.id, productName: 'House Blend', unitPriceCents: 500, quantity });
  return order!;
}

const list = (query: Record<string, string> = {}, cookie = adminCookie) =>
  call(listOrdersRoute, { path: `/_api/admin/orders?${new URLSearchParams(query)}`, headers: { cookie } });
const stats = (query: Record<string, string> = {}, cookie = adminCookie) =>
  call(orderStatsRoute, { path: `/_api/admin/orders/stats?${new URLSearchParams(query)}`, headers: { cookie } });
const updateStatus = (body: unknown, cookie = adminCookie) =>
  call(updateStatusRoute, { method: 'POST', path: '/_api/admin/order/update-status', body, headers: { cookie } });
/** The ids of a list answer's orders, in order. */
const ids = (list: { orders: Array<{ id: number }> }) => list.orders.map((row) => row.id);

describe('GET /_api/admin/orders', () => {
  it('lists orders newest first with the customer, campaign, fundraiser, exact total and item count', async () => {
    const product = await createProduct();
    const { campaign, fundraiser } = await createCampaignWithFundraiser([product.id], {
      name: `Spring Drive ${tag()}`,
    });
    const older = await insertOrder({
      createdAt: new Date('2021-04-01T15:00:00Z'),
      totalCents: 5998,
      quantity: 3,
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
    });
    const newer = await insertOrder({ createdAt: new Date('2021-04-02T15:00:00Z'), totalCents: 5 });
    const { status, json } = await list({ startDate: '2021-04-01', endDate: '2021-04-02' });
    expect(status).toBe(200);
    expect(ids(json)).toEqual([newer.id, older.id]);
    expect(json).toEqual({ orders: expect.any(Array), total: 2, page: 1, pageSize: 25 });
    expect(json.orders[1]).toEqual({
      id: older.id,
      orderNumber: older.orderNumber,
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: older.customerEmail,
      campaignName: campaign.name,
      fundraiserName: fundraiser.displayName,
      createdAt: '2021-04-01T15:00:00.000Z',
      totalAmount: '59.98',
      collectedAmount: '0.00',
      outstandingAmount: '59.98',
      paymentStatus: 'pending',
      paymentState: 'pending',
      orderStatus: 'pending',
      itemCount: 3,
    });
    expect(json.orders[0]).toMatchObject({
      campaignName: null,
      fundraiserName: null,
      totalAmount: '0.05',
      itemCount: 1,
    });
  });

  it('searches order number, customer name and e-mail without case, and takes LIKE wildcards literally', async () => {
    const t = tag();
    const byNumber = await insertOrder({ createdAt: new Date(), orderNumber: `SG-FIND-${t.toUpperCase()}` });
    const byName = await insertOrder({
      createdAt: new Date(),
      customerFirstName: `Zelda${t}`,
      customerLastName: 'Quince',
    });
    const byEmail = await insertOrder({ createdAt: new Date(), customerEmail: `mail-${t}@Example.COM` });
    const percent = await insertOrder({ createdAt: new Date(), customerLastName: `100%_${t}` });
    const lookalike = await insertOrder({ createdAt: new Date(), customerLastName: `100xx${t}` });

    expect(ids((await list({ search: `sg-find-${t}` })).json)).toEqual([byNumber.id]);
    expect(ids((await list({ search: `zelda${t.toUpperCase()}` })).json)).toEqual([byName.id]);
    expect(ids((await list({ search: `ZELDA${t} quince` })).json)).toEqual([byName.id]);
    expect(ids((await list({ search: `  MAIL-${t}@example.com ` })).json)).toEqual([byEmail.id]);
    expect(ids((await list({ search: `100%_${t}` })).json)).toEqual([percent.id]);
    expect(ids((await list({ search: `100__${t}` })).json)).toEqual([]);
    expect(ids((await list({ search: `${t}` })).json)).toEqual(
      expect.arrayContaining([byNumber.id, byName.id, byEmail.id, percent.id, lookalike.id]),
    );
    expect((await list({ search: `nobody-${t}` })).json.orders).toEqual([]);
    // Field by field: text running from one field into the next (number into e-mail, e-mail into name) matches none.
    expect((await list({ search: `${byNumber.orderNumber}${byNumber.customerEmail}` })).json.orders).toEqual([]);
    expect((await list({ search: `${byName.customerEmail}zelda${t}` })).json.orders).toEqual([]);
  });

  it('filters by order status and payment status; empty values mean no filter', async () => {
    const day = { startDate: '2021-05-10', endDate: '2021-05-10' };
    const at = new Date('2021-05-10T16:00:00Z');
    const shippedPaid = await insertOrder({ createdAt: at, orderStatus: 'shipped', paymentStatus: 'paid' });
    const shippedRefunded = await insertOrder({ createdAt: at, orderStatus: 'shipped', paymentStatus: 'refunded' });
    const pendingPaid = await insertOrder({ createdAt: at, orderStatus: 'pending', paymentStatus: 'paid' });

    expect(ids((await list({ ...day, orderStatus: 'shipped' })).json).sort()).toEqual(
      [shippedPaid.id, shippedRefunded.id].sort(),
    );
    expect(ids((await list({ ...day, paymentStatus: 'paid' })).json).sort()).toEqual(
      [shippedPaid.id, pendingPaid.id].sort(),
    );
    expect(ids((await list({ ...day, orderStatus: 'shipped', paymentStatus: 'paid' })).json)).toEqual([shippedPaid.id]);
    expect((await list({ ...day, orderStatus: 'delivered' })).json.orders).toEqual([]);
    expect((await list({ ...day, orderStatus: '', paymentStatus: '' })).json.orders).toHaveLength(3);
  });

  it('reads plain dates as whole days in New York: the end date includes its whole day', async () => {
    // 2021-03-07 23:30 in New York (EST, UTC-5) is 04:30 UTC on the 8th; 2021-11-01 00:10 EDT is 04:10 UTC.
    const lateSaturday = await insertOrder({ createdAt: new Date('2021-03-08T04:30:00Z') });
    const earlyMonday = await insertOrder({ createdAt: new Date('2021-11-01T04:10:00Z') });
    const lastSecondOfOctober = await insertOrder({ createdAt: new Date('2021-11-01T03:59:59.999Z') });

    expect(ids((await list({ startDate: '2021-03-07', endDate: '2021-03-07' })).json)).toEqual([lateSaturday.id]);
    expect((await list({ startDate: '2021-03-08', endDate: '2021-03-08' })).json.orders).toEqual([]);
    expect(ids((await list({ startDate: '2021-10-31', endDate: '2021-10-31' })).json)).toEqual([
      lastSecondOfOctober.id,
    ]);
    expect(ids((await list({ startDate: '2021-11-01', endDate: '2021-11-01' })).json)).toEqual([earlyMonday.id]);
    // Only one bound.
    expect(ids((await list({ endDate: '2021-03-07' })).json)).toContain(lateSaturday.id);
    expect(ids((await list({ endDate: '2021-03-07' })).json)).not.toContain(earlyMonday.id);
    expect(ids((await list({ startDate: '2021-11-01' })).json)).toContain(earlyMonday.id);
    expect(ids((await list({ startDate: '2021-11-01' })).json)).not.toContain(lateSaturday.id);
    // A date-time is that exact instant, inclusive.
    expect(ids((await list({ startDate: '2021-11-01T04:10:00Z', endDate: '2021-11-01T04:10:00.000Z' })).json)).toEqual([
      earlyMonday.id,
    ]);
    // A start after the end finds nothing.
    expect((await list({ startDate: '2021-11-02', endDate: '2021-11-01' })).json.orders).toEqual([]);
  });

  it.each([
    [{ startDate: 'yesterday' }, 'Invalid start date.'],
    [{ startDate: '2021-02-30' }, 'Invalid start date.'],
    [{ startDate: '1' }, 'Invalid start date.'],
    [{ endDate: '2021-13-01' }, 'Invalid end date.'],
    [{ endDate: 'not a date' }, 'Invalid end date.'],
    [{ orderStatus: 'lost' }, 'Order status must be one of: pending, processing, shipped, delivered, cancelled.'],
    [{ paymentStatus: 'PAID' }, 'paymentStatus must be one of: pending, part_paid, paid, failed, refunded.'],
  ])('refuses %j with 400 %j', async (query, error) => {
    const { status, json } = await list(query);
    expect(status).toBe(400);
    expect(json).toEqual({ error });
  });
});

describe('GET /_api/admin/orders/stats', () => {
  it('averages exactly, rounding half-up to the cent: 3 orders totalling $10.00 → $3.33', async () => {
    for (const totalCents of [333, 333, 334])
      await insertOrder({ createdAt: new Date('2020-01-15T17:00:00Z'), totalCents });
    const { status, json } = await stats({ startDate: '2020-01-15', endDate: '2020-01-15' });
    expect(status).toBe(200);
    expect(json).toEqual({
      totalRevenue: '10.00',
      collected: '0.00',
      outstanding: '10.00',
      totalOrders: 3,
      averageOrderValue: '3.33',
      salesBreakdown: { campaignSales: '0.00', regularSales: '10.00' },
    });
  });

  it('rounds a half cent up: 2 orders totalling 5 cents → $0.03; and $20.00 / 3 → $6.67', async () => {
    for (const totalCents of [2, 3]) await insertOrder({ createdAt: new Date('2020-02-15T17:00:00Z'), totalCents });
    expect((await stats({ startDate: '2020-02-15', endDate: '2020-02-15' })).json.averageOrderValue).toBe('0.03');
    for (const totalCents of [666, 667, 667])
      await insertOrder({ createdAt: new Date('2020-03-15T17:00:00Z'), totalCents });
    expect((await stats({ startDate: '2020-03-15', endDate: '2020-03-15' })).json.averageOrderValue).toBe('6.67');
  });

  it('leaves cancelled orders out of revenue, the average and the breakdown, and splits campaign from regular sales', async () => {
    const product = await createProduct();
    const { campaign } = await createCampaignWithFundraiser([product.id]);
    const at = new Date('2020-06-15T17:00:00Z');
    await insertOrder({ createdAt: at, totalCents: 1999, campaignId: campaign.id });
    await insertOrder({ createdAt: at, totalCents: 1, campaignId: campaign.id, orderStatus: 'delivered' });
    await insertOrder({ createdAt: at, totalCents: 1000 });
    await insertOrder({ createdAt: at, totalCents: 5000, orderStatus: 'cancelled' });
    await insertOrder({ createdAt: at, totalCents: 7000, orderStatus: 'cancelled', campaignId: campaign.id });
    const { json } = await stats({ startDate: '2020-06-15', endDate: '2020-06-15' });
    expect(json).toEqual({
      totalRevenue: '30.00',
      collected: '0.00',
      outstanding: '30.00',
      totalOrders: 5,
      averageOrderValue: '10.00',
      salesBreakdown: { campaignSales: '20.00', regularSales: '10.00' },
    });
  });

  it('answers zeros for a range without orders', async () => {
    const { json } = await stats({ startDate: '2001-01-01', endDate: '2001-01-31' });
    expect(json).toEqual({
      totalRevenue: '0.00',
      collected: '0.00',
      outstanding: '0.00',
      totalOrders: 0,
      averageOrderValue: '0.00',
      salesBreakdown: { campaignSales: '0.00', regularSales: '0.00' },
    });
  });

  it('uses the same New York day bounds as the list', async () => {
    await insertOrder({ createdAt: new Date('2020-07-05T03:30:00Z'), totalCents: 250 }); // July 4th, 23:30 EDT
    expect((await stats({ startDate: '2020-07-04', endDate: '2020-07-04' })).json).toMatchObject({
      totalRevenue: '2.50',
      totalOrders: 1,
    });
    expect((await stats({ startDate: '2020-07-05', endDate: '2020-07-05' })).json).toMatchObject({
      totalRevenue: '0.00',
      totalOrders: 0,
    });
  });

  it('agrees with the dashboard statistics on the same dates (both read whole New York days)', async () => {
    await insertOrder({ createdAt: new Date('2020-08-02T03:30:00Z'), totalCents: 700 }); // August 1st, 23:30 EDT
    await insertOrder({ createdAt: new Date('2020-08-02T12:00:00Z'), totalCents: 900 }); // August 2nd, 08:00 EDT
    await insertOrder({ createdAt: new Date('2020-08-03T03:59:00Z'), totalCents: 1100 }); // August 2nd, 23:59 EDT
    for (const day of ['2020-08-01', '2020-08-02']) {
      const range = { startDate: day, endDate: day };
      const orderStats = (await stats(range)).json;
      const dashboard = await call(dashboardStatsRoute, {
        path: `/x?${new URLSearchParams(range)}`,
        headers: { cookie: adminCookie },
      });
      expect(dashboard.status).toBe(200);
      expect(dashboard.json).toMatchObject({
        totalRevenue: orderStats.totalRevenue,
        totalOrders: orderStats.totalOrders,
      });
    }
    expect((await stats({ startDate: '2020-08-02', endDate: '2020-08-02' })).json).toMatchObject({
      totalRevenue: '20.00',
      totalOrders: 2,
    });
  });

  it('refuses bad dates with 400', async () => {
    expect(await stats({ startDate: 'soon' })).toMatchObject({ status: 400, json: { error: 'Invalid start date.' } });
    expect(await stats({ endDate: '2020-02-31' })).toMatchObject({ status: 400, json: { error: 'Invalid end date.' } });
  });
});

describe('POST /_api/admin/order/update-status', () => {
  async function row(id: number) {
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    return order!;
  }

  it('changes the order status, the payment status or both, and answers the updated order', async () => {
    const order = await insertOrder({ createdAt: new Date('2021-08-01T12:00:00Z'), totalCents: 1234 });
    const first = await updateStatus({ orderId: order.id, orderStatus: 'processing' });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      message: 'Order status updated successfully!',
      order: expect.objectContaining({
        id: order.id,
        orderNumber: order.orderNumber,
        orderStatus: 'processing',
        paymentStatus: 'pending',
        totalAmount: '12.34',
      }),
    });
    expect(await row(order.id)).toMatchObject({ orderStatus: 'processing', paymentStatus: 'pending' });

    expect((await updateStatus({ orderId: order.id, paymentStatus: 'paid' })).json.order).toMatchObject({
      orderStatus: 'processing',
      paymentStatus: 'paid',
    });
    // Any value may follow any other: no transition limits.
    expect(
      (await updateStatus({ orderId: order.id, orderStatus: 'cancelled', paymentStatus: 'refunded' })).json.order,
    ).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect((await updateStatus({ orderId: order.id, orderStatus: 'pending' })).json.order).toMatchObject({
      orderStatus: 'pending',
      paymentStatus: 'refunded',
    });
    const stored = await row(order.id);
    expect(stored).toMatchObject({ orderStatus: 'pending', paymentStatus: 'refunded', totalCents: 1234 });
    expect(stored.updatedAt.getTime()).toBeGreaterThan(order.updatedAt.getTime());
  });

  it('answers 404 for an unknown order', async () => {
    expect(await updateStatus({ orderId: 2_000_000_000, orderStatus: 'shipped' })).toMatchObject({
      status: 404,
      json: { error: 'Order not found.' },
    });
  });

  it.each([
    [{ orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: 0, orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: -3, orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: 1.5, orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: '7', orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: 2_147_483_648, orderStatus: 'shipped' }, 'Order ID must be a positive integer.'],
    [{ orderId: 1 }, 'Provide an orderStatus or a paymentStatus to change.'],
    [
      { orderId: 1, orderStatus: 'lost' },
      'Order status must be one of: pending, processing, shipped, delivered, cancelled.',
    ],
    [
      { orderId: 1, orderStatus: '' },
      'Order status must be one of: pending, processing, shipped, delivered, cancelled.',
    ],
    [{ orderId: 1, paymentStatus: 'free' }, 'Payment status must be one of: pending, paid, failed, refunded.'],
    [{ orderId: 1, orderStatus: 'shipped', note: 'x' }, 'Unknown field: note.'],
  ])('refuses %j with 400 %j, changing nothing', async (body, error) => {
    const order = await insertOrder({ createdAt: new Date('2021-09-01T12:00:00Z') });
    const patched =
      typeof body === 'object' && 'orderId' in body && body.orderId === 1 ? { ...body, orderId: order.id } : body;
    expect(await updateStatus(patched)).toMatchObject({ status: 400, json: { error } });
    expect(await row(order.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
  });

  it('refuses a body that is not JSON', async () => {
    const result = await call(updateStatusRoute, {
      method: 'POST',
      path: '/_api/admin/order/update-status',
      rawBody: '{',
      headers: { cookie: adminCookie },
    });
    expect(result).toMatchObject({ status: 400, json: { error: 'Request body must be valid JSON.' } });
  });
});

describe('admin order calls and access', () => {
  it('refuses guests with 401 and non-admins with 403, changing nothing', async () => {
    const order = await insertOrder({ createdAt: new Date('2021-10-01T12:00:00Z') });
    expect((await list({}, '')).status).toBe(401);
    expect((await stats({}, '')).status).toBe(401);
    expect((await updateStatus({ orderId: order.id, orderStatus: 'shipped' }, '')).status).toBe(401);
    for (const role of ['sub_account', 'fundraiser_captain'] satisfies UserRole[]) {
      const cookie = await sessionCookieFor(await createUser({ role }));
      for (const result of [
        await list({}, cookie),
        await stats({}, cookie),
        await updateStatus({ orderId: order.id, orderStatus: 'shipped' }, cookie),
      ]) {
        expect(result.status, role).toBe(403);
        expect(result.json).toEqual({
          error: `Access denied. Your role (${ROLE_LABELS[role]}) lacks required permissions.`,
        });
      }
    }
    const db = await getDb();
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.orderStatus).toBe('pending');
  });

  it('refuses a cross-site status change with 403', async () => {
    const order = await insertOrder({ createdAt: new Date('2021-10-02T12:00:00Z') });
    const result = await call(updateStatusRoute, {
      method: 'POST',
      path: '/_api/admin/order/update-status',
      body: { orderId: order.id, orderStatus: 'shipped' },
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
    });
    expect(result).toMatchObject({ status: 403, json: { error: 'Cross-site request refused.' } });
  });
});
