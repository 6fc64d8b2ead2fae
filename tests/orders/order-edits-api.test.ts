import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as editRoute } from '@/app/%5Fapi/admin/order/edit/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { getDb } from '@/server/db';
import { auditEntries, orderItems, orderPayments, orders, products, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { outboxMail } from '../support/outbox-mail';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let admin: User;
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ role: 'admin', displayName: 'Sofia Staff' });
  adminCookie = await sessionCookieFor(admin);
});

const edit = (body: unknown, cookie: string | null = adminCookie) =>
  call(editRoute, {
    method: 'POST',
    path: '/_api/admin/order/edit',
    body,
    headers: cookie ? { cookie } : {},
  });
const record = (body: unknown, cookie: string | null = adminCookie) =>
  call(recordRoute, {
    method: 'POST',
    path: '/_api/admin/order/payments',
    body,
    headers: cookie ? { cookie } : {},
  });

async function orderRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
async function linesOf(orderId: number) {
  const db = await getDb();
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
async function auditOf(orderId: number) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
    .orderBy(asc(auditEntries.id));
}
const mailTo = (address: string) => outboxMail(address);

/** Two coffees in a campaign; an order of 2 × A ($12.50) and 1 × B ($8.00) = $33.00, credited to the fundraiser. */
async function campaignOrder(values: Parameters<typeof insertOrder>[0] = {}) {
  const a = await createProduct({ name: `Alpha ${Math.random()}`, priceCents: 1250 });
  const b = await createProduct({ name: `Bravo ${Math.random()}`, priceCents: 800 });
  const c = await createProduct({ name: `Charlie ${Math.random()}`, priceCents: 1500 });
  const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([a.id, b.id, c.id]);
  const order = await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id, ...values }, [
    { productId: a.id, productName: a.name, unitPriceCents: 1250, quantity: 2 },
    { productId: b.id, productName: b.name, unitPriceCents: 800, quantity: 1 },
  ]);
  return { order, a, b, c, campaign, fundraiser, captain };
}

describe('POST /_api/admin/order/edit', () => {
  it('rewrites the lines: kept lines keep their price, a new line takes today’s, the total and status follow', async () => {
    const { order, a, b, c } = await campaignOrder({ collectedCents: 3300, paymentStatus: 'paid' });
    const db = await getDb();
    // The price of a coffee already on the order changes: the order keeps the price it was sold at.
    await db.update(products).set({ priceCents: 9900 }).where(eq(products.id, a.id));

    const response = await edit({
      orderId: order.id,
      lines: [
        { productId: a.id, quantity: 3 },
        { productId: c.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(200);
    // 3 × $12.50 + 1 × $15.00 = $52.50; $33.00 collected leaves $19.50 owed: part paid (stored pending).
    expect(response.json).toMatchObject({
      orderId: order.id,
      totalCents: 5250,
      collectedCents: 3300,
      outstandingCents: 1950,
      paymentStatus: 'pending',
      refundedCents: 0,
      changed: true,
    });
    expect(await orderRow(order.id)).toMatchObject({
      totalCents: 5250,
      collectedCents: 3300,
      paymentStatus: 'pending',
    });
    expect(
      (await linesOf(order.id)).map(({ productId, unitPriceCents, quantity }) => [productId, unitPriceCents, quantity]),
    ).toEqual([
      [a.id, 1250, 3],
      [c.id, 1500, 1],
    ]);

    const [entry] = (await auditOf(order.id)).filter((row) => row.action === 'order.edited');
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityLabel: order.orderNumber,
      changes: {
        reason: { from: null, to: 'edit' },
        lines: {
          from: [`2 × ${a.name} at $12.50`, `1 × ${b.name} at $8.00`],
          to: [`3 × ${a.name} at $12.50`, `1 × ${c.name} at $15.00`],
        },
        totalCents: { from: 3300, to: 5250 },
        paymentStatus: { from: 'paid', to: 'pending' },
      },
    });

    const [mail] = await mailTo(order.customerEmail);
    expect(mail).toMatchObject({ kind: 'order-changed', category: 'transactional' });
    // Its words and link: tests/mail/order-changed-template.test.ts (the sender may have sent it and cleared the body).
    expect(mail!.subject).toBe(`Your Steam & Grind order ${order.orderNumber} was changed: new total $52.50`);
  });

  it('answers "Nothing changed" and writes nothing when the lines are the order’s own', async () => {
    const { order, a, b } = await campaignOrder();
    const response = await edit({
      orderId: order.id,
      lines: [
        { productId: b.id, quantity: 1 },
        { productId: a.id, quantity: 2 },
      ],
    });
    expect(response.json).toMatchObject({ message: 'Nothing changed.', changed: false, totalCents: 3300 });
    expect(await auditOf(order.id)).toEqual([]);
    expect(await mailTo(order.customerEmail)).toEqual([]);
  });

  it('refuses handed-out and cancelled orders with 409, changing nothing', async () => {
    for (const orderStatus of ['delivered', 'cancelled'] as const) {
      const { order, a } = await campaignOrder({ orderStatus });
      const response = await edit({ orderId: order.id, lines: [{ productId: a.id, quantity: 1 }] });
      expect(response.status).toBe(409);
      expect(response.json.error).toContain(orderStatus === 'delivered' ? 'was handed out' : 'is cancelled');
      expect(await orderRow(order.id)).toMatchObject({ totalCents: 3300 });
      expect(await linesOf(order.id)).toHaveLength(2);
    }
  });

  it('names an unknown, inactive or outside-the-campaign coffee in a 400', async () => {
    const { order, a } = await campaignOrder();
    const retired = await createProduct({ name: 'Retired Roast', isActive: false });
    const elsewhere = await createProduct({ name: 'Not In This Drive' });
    const cases: Array<[number, string]> = [
      [2_000_000_000, 'product #2000000000'],
      [retired.id, 'Retired Roast'],
      [elsewhere.id, 'Not In This Drive'],
    ];
    for (const [productId, name] of cases) {
      const response = await edit({
        orderId: order.id,
        lines: [
          { productId: a.id, quantity: 1 },
          { productId, quantity: 1 },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json.error).toContain(name);
    }
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 3300 });
  });

  it.each([
    [{ lines: [] }, 'at least one'],
    [{ lines: [{ productId: 1, quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ lines: [{ productId: 1, quantity: 100 }] }, 'Quantity cannot be more than 99'],
    [
      {
        lines: [
          { productId: 1, quantity: 60 },
          { productId: 1, quantity: 40 },
        ],
      },
      'Quantity cannot be more than 99',
    ],
    [{ lines: [{ productId: 1, quantity: 1 }], refund: { method: 'gold' } }, 'method must be one of'],
    [{ lines: [{ productId: 1, quantity: 1 }], extra: true }, ''],
  ])('answers 400 to bad input %j', async (body, message) => {
    const { order } = await campaignOrder();
    const response = await edit({ orderId: order.id, ...body });
    expect(response.status).toBe(400);
    expect(response.json.error).toContain(message);
  });

  it('refuses a new total below what was collected (409) unless the body says how the difference is refunded', async () => {
    const { order, a } = await campaignOrder();
    await record({ orderId: order.id, amountCents: 3300, method: 'cash' });

    const refused = await edit({ orderId: order.id, lines: [{ productId: a.id, quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('$12.50 is below the $33.00 collected');
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 3300, collectedCents: 3300 });

    const accepted = await edit({
      orderId: order.id,
      lines: [{ productId: a.id, quantity: 1 }],
      refund: { method: 'venmo', reference: 'returned' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      totalCents: 1250,
      collectedCents: 1250,
      outstandingCents: 0,
      paymentStatus: 'paid',
      refundedCents: 2050,
    });
    const db = await getDb();
    const ledger = await db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(ledger.map((row) => [row.amountCents, row.method])).toEqual([
      [3300, 'cash'],
      [-2050, 'venmo'],
    ]);
    const actions = (await auditOf(order.id)).map((row) => row.action);
    expect(actions).toEqual(['order.payment_recorded', 'order.refund_recorded', 'order.edited']);
  });

  it('is admin-only: 401 for anonymous callers, 403 for the campaign’s captain and its fundraiser', async () => {
    const { order, a, captain, fundraiser } = await campaignOrder();
    const body = { orderId: order.id, lines: [{ productId: a.id, quantity: 1 }] };
    expect((await edit(body, null)).status).toBe(401);
    expect((await edit(body, await sessionCookieFor(captain))).status).toBe(403);
    expect((await edit(body, await sessionCookieFor(fundraiser))).status).toBe(403);
    const refund = { orderId: order.id, method: 'cash', returnedLines: [{ orderItemId: 1, quantity: 1 }] };
    expect((await record(refund, null)).status).toBe(401);
    expect((await record(refund, await sessionCookieFor(captain))).status).toBe(403);
    expect((await record(refund, await sessionCookieFor(fundraiser))).status).toBe(403);
    expect(await orderRow(order.id)).toMatchObject({ totalCents: 3300 });
    expect(await auditOf(order.id)).toEqual([]);
  });
});
