import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as balancesRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as sheetRoute } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { POST as captainRecordRoute } from '@/app/%5Fapi/captain/order/payments/route';
import { GET as unpaidRoute } from '@/app/%5Fapi/fundraiser/unpaid-orders/route';
import { getDb } from '@/server/db';
import { auditEntries, mailOutbox, orderItems, orders, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Sofia Staff' });
  adminCookie = await sessionCookieFor(admin);
});

const record = (body: unknown, cookie = adminCookie) =>
  call(recordRoute, { method: 'POST', path: '/_api/admin/order/payments', body, headers: { cookie } });
const get = (handler: typeof balancesRoute, path: string, cookie = adminCookie) =>
  call(handler, { path, headers: { cookie } });

async function orderRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function linesOf(orderId: number) {
  const db = await getDb();
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/** The order: 2 × $19.50 + 1 × $16.00 = $55.00, three bags, credited to a fundraiser; paid in full. */
async function paidThreeBags() {
  const ethiopia = await createProduct({ name: 'Ethiopia Guji', priceCents: 1950 });
  const blend = await createProduct({ name: 'House Blend', priceCents: 1600 });
  const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([ethiopia.id, blend.id]);
  const order = await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id }, [
    { productId: ethiopia.id, productName: 'Ethiopia Guji', unitPriceCents: 1950, quantity: 2 },
    { productId: blend.id, productName: 'House Blend', unitPriceCents: 1600, quantity: 1 },
  ]);
  expect((await record({ orderId: order.id, amountCents: 5500, method: 'cash' })).status).toBe(201);
  const [ethiopiaLine, blendLine] = await linesOf(order.id);
  return { order, campaign, fundraiser, captain, ethiopiaLine: ethiopiaLine!, blendLine: blendLine! };
}

describe('a refund tied to returned bags (POST /_api/admin/order/payments with returnedLines)', () => {
  it('the issue’s case: paid $55.00 for 3 bags, one $19.50 bag back → $35.50 ordered and collected, paid, owed by nobody', async () => {
    const { order, campaign, fundraiser, ethiopiaLine } = await paidThreeBags();

    const response = await record({
      orderId: order.id,
      method: 'cash',
      returnedLines: [{ orderItemId: ethiopiaLine.id, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      payment: { amountCents: -1950, method: 'cash' },
      collectedCents: 3550,
      outstandingCents: 0,
      paymentStatus: 'paid',
    });
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 3550, collectedCents: 3550, paymentStatus: 'paid' });
    expect((await linesOf(order.id)).map((line) => [line.productName, line.quantity])).toEqual([
      ['Ethiopia Guji', 1],
      ['House Blend', 1],
    ]);

    // Not in the fundraiser's unpaid list; the balances and the sheet agree with the ledger.
    const unpaid = await get(unpaidRoute, '/_api/fundraiser/unpaid-orders', await sessionCookieFor(fundraiser));
    expect(unpaid.json.orders.map((row: { orderId: number }) => row.orderId)).not.toContain(order.id);
    const balances = await get(balancesRoute, `/_api/admin/campaign/balances?campaignId=${campaign.id}`);
    expect(balances.json).toMatchObject({ orderedCents: 3550, collectedCents: 3550, outstandingCents: 0 });
    expect(balances.json.byMethod.cash).toBe(3550);
    const sheet = await get(sheetRoute, `/_api/admin/campaign/fulfilment?campaignId=${campaign.id}`);
    expect(sheet.json.totals).toMatchObject({ bags: 2, orderedCents: 3550, collectedCents: 3550, outstandingCents: 0 });

    // Audited in the same transaction: the refund and the lines; the buyer is told the new total.
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, order.id)))
      .orderBy(asc(auditEntries.id));
    expect(audit.map((row) => row.action)).toEqual(['order.payment_recorded', 'order.refund_recorded', 'order.edited']);
    expect(audit[2]!.changes).toMatchObject({
      reason: { from: null, to: 'return' },
      lines: {
        from: ['2 × Ethiopia Guji at $19.50', '1 × House Blend at $16.00'],
        to: ['1 × Ethiopia Guji at $19.50', '1 × House Blend at $16.00'],
      },
      totalCents: { from: 5500, to: 3550 },
    });
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, order.customerEmail));
    // The $55.00 payment's receipt (issue 29), then the change; the refund sends nothing.
    expect(mail.map((row) => row.subject).sort()).toEqual([
      expect.stringContaining('Payment received: $55.00'),
      expect.stringContaining('new total $35.50'),
    ]);
  });

  it('without returned bags the same refund still leaves $19.50 owed (what the issue reported)', async () => {
    const { order } = await paidThreeBags();
    const response = await record({ orderId: order.id, amountCents: -1950, method: 'cash' });
    expect(response.json).toMatchObject({ collectedCents: 3550, outstandingCents: 1950, paymentStatus: 'pending' });
  });

  it('takes an explicit smaller refund (a restocking fee) as long as what stays collected fits the new total', async () => {
    const { order, blendLine } = await paidThreeBags();
    const tooSmall = await record({
      orderId: order.id,
      amountCents: -500,
      method: 'venmo',
      returnedLines: [{ orderItemId: blendLine.id, quantity: 1 }],
    });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.json.error).toContain('refund at least $16.00');

    const whole = await record({
      orderId: order.id,
      amountCents: -1600,
      method: 'venmo',
      returnedLines: [{ orderItemId: blendLine.id, quantity: 1 }],
    });
    expect(whole.status).toBe(201);
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 3900, collectedCents: 3900, paymentStatus: 'paid' });
  });

  it('on a part-paid order refunds at most what was collected, and the rest of the new total stays owed', async () => {
    const ethiopia = await createProduct({ name: 'Ethiopia Guji', priceCents: 1950 });
    const order = await insertOrder({}, [
      { productId: ethiopia.id, productName: 'Ethiopia Guji', unitPriceCents: 1950, quantity: 3 },
    ]);
    await record({ orderId: order.id, amountCents: 1000, method: 'cash' });
    const [line] = await linesOf(order.id);
    const response = await record({
      orderId: order.id,
      method: 'cash',
      returnedLines: [{ orderItemId: line!.id, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      payment: { amountCents: -1000 },
      collectedCents: 0,
      outstandingCents: 3900,
      paymentStatus: 'refunded',
    });
  });

  it('refuses what cannot be returned with a clear 4xx, changing nothing', async () => {
    const { order, ethiopiaLine, blendLine } = await paidThreeBags();
    const other = await insertOrder();
    const [otherLine] = await linesOf(other.id);
    const cases: Array<[unknown, number, string]> = [
      [{ returnedLines: [{ orderItemId: otherLine!.id, quantity: 1 }] }, 400, 'is not on order'],
      [{ returnedLines: [{ orderItemId: ethiopiaLine.id, quantity: 3 }] }, 400, 'Only 2 × Ethiopia Guji'],
      [
        {
          returnedLines: [
            { orderItemId: ethiopiaLine.id, quantity: 2 },
            { orderItemId: blendLine.id, quantity: 1 },
          ],
        },
        400,
        'cancel it and refund',
      ],
      [
        { amountCents: -6000, returnedLines: [{ orderItemId: blendLine.id, quantity: 1 }] },
        400,
        'more than the $55.00',
      ],
      [{ amountCents: 500, returnedLines: [{ orderItemId: blendLine.id, quantity: 1 }] }, 400, 'is a refund'],
      [{ returnedLines: [] }, 400, 'returnedLines must list'],
      [{ returnedLines: [{ orderItemId: blendLine.id, quantity: 0 }] }, 400, 'returnedLines must list'],
    ];
    for (const [body, status, message] of cases) {
      const response = await record({ orderId: order.id, method: 'cash', ...(body as object) });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json.error).toContain(message);
    }
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 5500, collectedCents: 5500, paymentStatus: 'paid' });
    expect(await linesOf(order.id)).toHaveLength(2);
  });

  it('accepts a return on a handed-out order, refuses one on a cancelled order (409)', async () => {
    const delivered = await paidThreeBags();
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, delivered.order.id));
    const returned = await record({
      orderId: delivered.order.id,
      method: 'cash',
      returnedLines: [{ orderItemId: delivered.blendLine.id, quantity: 1 }],
    });
    expect(returned.status).toBe(201);
    expect(await orderRow(delivered.order.id)).toMatchObject({ totalCents: 3900, orderStatus: 'delivered' });

    const cancelled = await paidThreeBags();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, cancelled.order.id));
    const refused = await record({
      orderId: cancelled.order.id,
      method: 'cash',
      returnedLines: [{ orderItemId: cancelled.blendLine.id, quantity: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('is cancelled');
  });

  it('stays staff’s: the captain’s payment call does not take returned bags', async () => {
    const { order, captain, blendLine } = await paidThreeBags();
    const response = await call(captainRecordRoute, {
      method: 'POST',
      path: '/_api/captain/order/payments',
      body: {
        orderId: order.id,
        amountCents: -1600,
        method: 'cash',
        returnedLines: [{ orderItemId: blendLine.id, quantity: 1 }],
      },
      headers: { cookie: await sessionCookieFor(captain) },
    });
    expect(response.status).toBe(400);
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 5500 });
  });
});
