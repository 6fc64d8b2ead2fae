import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as auditActorsRoute } from '@/app/%5Fapi/admin/audit/actors/route';
import { GET as auditRoute } from '@/app/%5Fapi/admin/audit/route';
import { GET as adminLedgerRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { GET as captainBalancesRoute } from '@/app/%5Fapi/captain/campaign/balances/route';
import { GET as captainSheetRoute } from '@/app/%5Fapi/captain/campaign/fulfilment/route';
import { POST as recordRoute } from '@/app/%5Fapi/fundraiser/order/payments/route';
import { getDb } from '@/server/db';
import { auditEntries, campaignParticipants, orderPayments, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

/*
 * POST /_api/fundraiser/order/payments: a fundraiser records cash (or a check…) they took for an order credited to
 * them. Every refusal changes nothing: the ledger, the order's figures and the audit trail stay as they were.
 */

const record = (body: unknown, cookie: string, headers: Record<string, string> = {}) =>
  call(recordRoute, {
    method: 'POST',
    path: '/_api/fundraiser/order/payments',
    body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });

/** A $25.00 order (two $12.50 bags). */
const order25 = (values: Parameters<typeof insertOrder>[0] = {}) =>
  insertOrder(values, [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 2 }]);

/** What a refusal must leave alone: the order's money, its ledger and its audit entries. */
async function snapshot(orderId: number) {
  const db = await getDb();
  const [order] = await db
    .select({ collected: orders.collectedCents, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  const ledger = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  const audit = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
    .orderBy(asc(auditEntries.id));
  return { order, ledger: ledger.length, audit };
}

async function setup() {
  const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([]);
  const order = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id });
  return { campaign, fundraiser, captain, order, cookie: await sessionCookieFor(fundraiser) };
}

describe('POST /_api/fundraiser/order/payments', () => {
  it('records cash on an order credited to the caller: themselves as collector, audited, seen by staff and captain', async () => {
    const { campaign, fundraiser, captain, order, cookie } = await setup();
    const captainCookie = await sessionCookieFor(captain);
    const balances = async () =>
      (
        await call(captainBalancesRoute, {
          path: `/_api/captain/campaign/balances?campaignId=${campaign.id}`,
          headers: { cookie: captainCookie },
        })
      ).json;
    const before = await balances();
    expect(before).toMatchObject({ orderedCents: 2500, collectedCents: 0, outstandingCents: 2500 });

    const first = await record({ orderId: order.id, amountCents: 1000, method: 'cash' }, cookie);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      payment: {
        id: expect.any(Number),
        orderId: order.id,
        amountCents: 1000,
        method: 'cash',
        reference: null,
        collectedBy: { userId: fundraiser.id, displayName: fundraiser.displayName },
        receivedAt: expect.any(String),
        recordedBy: { id: fundraiser.id, name: fundraiser.displayName },
        createdAt: expect.any(String),
      },
      collectedCents: 1000,
      outstandingCents: 1500,
      paymentStatus: 'pending',
    });

    // The captain's balances move to the cent, for the campaign and for this fundraiser's row.
    const after = await balances();
    expect(after).toMatchObject({ orderedCents: 2500, collectedCents: 1000, outstandingCents: 1500 });
    expect(after.fundraisers.find((row: { userId: number | null }) => row.userId === fundraiser.id)).toMatchObject({
      orderedCents: 2500,
      collectedCents: 1000,
      outstandingCents: 1500,
    });
    // The captain's sheet says the same.
    const sheet = await call(captainSheetRoute, {
      path: `/_api/captain/campaign/fulfilment?campaignId=${campaign.id}`,
      headers: { cookie: captainCookie },
    });
    expect(sheet.json.totals).toMatchObject({ collectedCents: 1000, outstandingCents: 1500 });
    expect(sheet.json.fundraisers[0].orders[0]).toMatchObject({ collectedCents: 1000, outstandingCents: 1500 });

    // Staff see the entry in the order's ledger, with its collector and who recorded it.
    const admin = await createUser({ role: 'admin' });
    const adminCookie = await sessionCookieFor(admin);
    const ledger = await call(adminLedgerRoute, {
      path: `/_api/admin/order/payments?orderId=${order.id}`,
      headers: { cookie: adminCookie },
    });
    expect(ledger.json.payments).toEqual([first.json.payment]);
    // The Activity tab lists the entry under the fundraiser, and offers them in its actor filter.
    const activity = await call(auditRoute, {
      path: `/_api/admin/audit?entityType=order&entityId=${order.id}`,
      headers: { cookie: adminCookie },
    });
    expect(activity.json.entries).toEqual([
      expect.objectContaining({
        action: 'order.payment_recorded',
        actorId: fundraiser.id,
        actorName: fundraiser.displayName,
      }),
    ]);
    const actors = await call(auditActorsRoute, { path: '/_api/admin/audit/actors', headers: { cookie: adminCookie } });
    expect(actors.json.actors).toContainEqual(
      expect.objectContaining({ id: fundraiser.id, name: fundraiser.displayName }),
    );

    // The rest, by check: paid in full.
    const rest = await record({ orderId: order.id, amountCents: 1500, method: 'check' }, cookie);
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({ collectedCents: 2500, outstandingCents: 0, paymentStatus: 'paid' });
    expect(await balances()).toMatchObject({ collectedCents: 2500, outstandingCents: 0 });

    const { audit } = await snapshot(order.id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['order.payment_recorded', fundraiser.id],
      ['order.payment_recorded', fundraiser.id],
    ]);
    expect(audit[0]).toMatchObject({
      actorName: fundraiser.displayName,
      entityLabel: order.orderNumber,
      changes: {
        amountCents: { from: null, to: 1000 },
        method: { from: null, to: 'cash' },
        collectedBy: { from: null, to: { id: fundraiser.id, name: fundraiser.displayName } },
        collectedCents: { from: 0, to: 1000 },
      },
    });
    expect(audit[1]!.changes.paymentStatus).toEqual({ from: 'pending', to: 'paid' });
  });

  it('refuses a guest with 401', async () => {
    const { order } = await setup();
    const before = await snapshot(order.id);
    const response = await record({ orderId: order.id, amountCents: 500, method: 'cash' }, '');
    expect(response.status).toBe(401);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("answers 404 for another fundraiser's order, an unknown one, an uncredited one and one of a team the caller left", async () => {
    const { campaign, order, cookie, fundraiser } = await setup();
    const other = await createUser({ role: 'sub_account' });
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: other.id });
    const otherCookie = await sessionCookieFor(other);
    const uncredited = await order25({ campaignId: campaign.id });
    // The captain of the campaign is not the order's fundraiser either: 404, like anyone else.
    const elsewhere = await setup();

    for (const [orderId, who] of [
      [order.id, otherCookie],
      [uncredited.id, cookie],
      [elsewhere.order.id, cookie],
      [2_000_000_000, cookie],
    ] as const) {
      const before = await snapshot(orderId);
      const response = await record({ orderId, amountCents: 500, method: 'cash' }, who);
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ error: 'Order not found.' });
      expect(await snapshot(orderId)).toEqual(before);
    }

    // Removed from the team: the order is no longer theirs to record (their Unpaid Orders list drops it too).
    await db
      .delete(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaign.id), eq(campaignParticipants.userId, fundraiser.id)));
    const before = await snapshot(order.id);
    const left = await record({ orderId: order.id, amountCents: 500, method: 'cash' }, cookie);
    expect(left.status).toBe(404);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('answers 409 for a cancelled order, nothing recorded', async () => {
    const { campaign, fundraiser, cookie } = await setup();
    const cancelled = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id, orderStatus: 'cancelled' });
    const before = await snapshot(cancelled.id);
    const response = await record({ orderId: cancelled.id, amountCents: 500, method: 'cash' }, cookie);
    expect(response.status).toBe(409);
    expect(response.json.error).toBe(
      `Order ${cancelled.orderNumber} was cancelled: there is nothing to pay on it. If the buyer paid you, give the money back or ask your captain.`,
    );
    expect(await snapshot(cancelled.id)).toEqual(before);
  });

  it.each([
    [0, 'amountCents must be a whole number of cents, more than 0.'],
    [-500, 'amountCents must be a whole number of cents, more than 0.'],
    [12.5, 'amountCents must be a whole number of cents, more than 0.'],
    ['500', 'amountCents must be a whole number of cents, more than 0.'],
  ])('answers 400 to amountCents %j, nothing recorded', async (amountCents, message) => {
    const { order, cookie } = await setup();
    const before = await snapshot(order.id);
    const response = await record({ orderId: order.id, amountCents, method: 'cash' }, cookie);
    expect(response.status).toBe(400);
    expect(response.json.error).toContain(message);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('answers 400 to an unknown method, a collector or a reference (the fundraiser is the collector)', async () => {
    const { order, cookie, captain } = await setup();
    const before = await snapshot(order.id);
    for (const body of [
      { orderId: order.id, amountCents: 500, method: 'bitcoin' },
      { orderId: order.id, amountCents: 500, method: 'cash', collectedByUserId: captain.id },
      { orderId: order.id, amountCents: 500, method: 'cash', reference: 'x' },
      { orderId: 0, amountCents: 500, method: 'cash' },
    ]) {
      const response = await record(body, cookie);
      expect(response.status).toBe(400);
    }
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('answers 400 to more than is outstanding and to a paid order, with the ledger messages', async () => {
    const { order, cookie } = await setup();
    const before = await snapshot(order.id);
    const over = await record({ orderId: order.id, amountCents: 2501, method: 'cash' }, cookie);
    expect(over.status).toBe(400);
    expect(over.json.error).toBe(`$25.01 is more than the $25.00 outstanding on order ${order.orderNumber}.`);
    expect(await snapshot(order.id)).toEqual(before);

    expect((await record({ orderId: order.id, amountCents: 2500, method: 'venmo' }, cookie)).status).toBe(201);
    const paid = await snapshot(order.id);
    const again = await record({ orderId: order.id, amountCents: 1, method: 'cash' }, cookie);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(`Nothing is outstanding on order ${order.orderNumber}: it is paid in full.`);
    expect(await snapshot(order.id)).toEqual(paid);
  });

  it('answers a retry with the same Idempotency-Key with the first response and records once', async () => {
    const { order, cookie } = await setup();
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { orderId: order.id, amountCents: 700, method: 'cash' };
    const first = await record(body, cookie, headers);
    const retry = await record(body, cookie, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const after = await snapshot(order.id);
    expect(after.ledger).toBe(1);
    expect(after.order).toEqual({ collected: 700, status: 'pending' });
  });
});
