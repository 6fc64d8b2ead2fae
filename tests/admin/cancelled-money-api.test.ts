import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { POST as keepRoute } from '@/app/%5Fapi/admin/order/keep-money/route';
import { POST as statusRoute } from '@/app/%5Fapi/admin/order/update-status/route';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-status/route';
import { cancelledMoneyOf } from '@/lib/payment-ledger';
import { getDb } from '@/server/db';
import { auditEntries, orderPayments, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';

/*
 * Issue 26: cancelling a paid order made its $48 vanish from every total while the order page still said
 * "Collected $48, Paid", with no confirmation. Cancelling an order that holds money now says what became of it:
 * refunded (one refund of everything collected) or kept (money_kept_at and a note); without it, a 409.
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const post =
  (handler: typeof statusRoute, path: string) =>
  (body: unknown, cookie = adminCookie) =>
    call(handler, { method: 'POST', path, body, headers: { cookie } });
const setStatus = post(statusRoute, '/_api/admin/order/update-status');
const bulk = post(bulkRoute, '/_api/admin/orders/bulk-status');
const keep = post(keepRoute, '/_api/admin/order/keep-money');
const record = post(recordRoute, '/_api/admin/order/payments');

/** A $48.00 order paid in full in cash. */
async function paidOrder() {
  const order = await insertOrder({}, [{ productName: 'Kenya', unitPriceCents: 2400, quantity: 2 }]);
  expect((await record({ orderId: order.id, amountCents: 4800, method: 'cash' })).status).toBe(201);
  return order;
}

async function stateOf(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const ledger = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, id))
    .orderBy(asc(orderPayments.id));
  const audit = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, id)))
    .orderBy(asc(auditEntries.id));
  return { order: row!, ledger, audit, money: cancelledMoneyOf(row!) };
}

describe('cancelling an order that holds money', () => {
  it('is a 409 without saying refunded or kept, and nothing changes', async () => {
    const order = await paidOrder();
    const before = await stateOf(order.id);
    const response = await setStatus({ orderId: order.id, orderStatus: 'cancelled' });
    expect(response.status).toBe(409);
    expect(response.json.error).toBe(
      `Order ${order.orderNumber} holds $48.00: say whether the money was refunded or is kept before cancelling it.`,
    );
    expect(await stateOf(order.id)).toEqual(before);
  });

  it('refund: one refund of everything collected, in the same change, audited', async () => {
    const order = await paidOrder();
    const response = await setStatus({ orderId: order.id, orderStatus: 'cancelled', cancelledMoney: 'refund' });
    expect(response.status).toBe(200);
    expect(response.json.order).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'refunded' });
    const { order: row, ledger, audit, money } = await stateOf(order.id);
    expect(row).toMatchObject({ collectedCents: 0, moneyKeptAt: null });
    expect(money).toBe('none');
    expect(ledger.map((entry) => [entry.amountCents, entry.reference])).toEqual([
      [4800, null],
      [-4800, 'Refunded on cancelling'],
    ]);
    expect(
      audit.slice(-2).map((entry) => [entry.action, entry.changes.orderStatus ?? entry.changes.amountCents]),
    ).toEqual([
      ['order.status_changed', { from: 'pending', to: 'cancelled' }],
      ['order.refund_recorded', { from: null, to: -4800 }],
    ]);
  });

  it('keep: the money stays as kept, with its note, audited; reopening clears the mark', async () => {
    const order = await paidOrder();
    const response = await setStatus({
      orderId: order.id,
      orderStatus: 'cancelled',
      cancelledMoney: 'keep',
      keptNote: 'Donated to the team',
    });
    expect(response.status).toBe(200);
    const kept = await stateOf(order.id);
    expect(kept.order).toMatchObject({ collectedCents: 4800, moneyKeptNote: 'Donated to the team' });
    expect(kept.money).toBe('kept');
    expect(kept.ledger).toHaveLength(1);
    expect(kept.audit.at(-1)).toMatchObject({
      action: 'order.status_changed',
      changes: {
        orderStatus: { from: 'pending', to: 'cancelled' },
        moneyKeptAt: { from: null, to: kept.order.moneyKeptAt!.toISOString() },
        moneyKeptNote: { from: null, to: 'Donated to the team' },
      },
    });

    expect((await setStatus({ orderId: order.id, orderStatus: 'processing' })).status).toBe(200);
    const reopened = await stateOf(order.id);
    expect(reopened.order).toMatchObject({ orderStatus: 'processing', moneyKeptAt: null, moneyKeptNote: null });
    expect(reopened.audit.at(-1)!.changes.moneyKeptNote).toEqual({ from: 'Donated to the team', to: null });
  });

  it('needs no choice for an order holding nothing, nor when the payment status refunds it in the same call', async () => {
    const unpaid = await insertOrder();
    expect((await setStatus({ orderId: unpaid.id, orderStatus: 'cancelled' })).status).toBe(200);
    const paid = await paidOrder();
    const both = await setStatus({ orderId: paid.id, orderStatus: 'cancelled', paymentStatus: 'refunded' });
    expect(both.status).toBe(200);
    expect((await stateOf(paid.id)).order.collectedCents).toBe(0);
  });

  it('bulk: orders holding money are skipped and counted unless the call says refunded or kept', async () => {
    const paid = await paidOrder();
    const unpaid = await insertOrder();
    const ids = [paid.id, unpaid.id];
    const response = await bulk({ orderIds: ids, orderStatus: 'cancelled' });
    expect(response.json).toEqual({
      message: '1 order updated; skipped: 1 holding money.',
      matched: 2,
      changed: 1,
      skipped: { delivered: 0, cancelled: 0, holdingMoney: 1 },
    });
    expect((await stateOf(paid.id)).order.orderStatus).toBe('pending');

    const kept = await bulk({ orderIds: ids, orderStatus: 'cancelled', cancelledMoney: 'keep', includeClosed: true });
    expect(kept.json).toMatchObject({ changed: 1, skipped: { holdingMoney: 0 } });
    expect((await stateOf(paid.id)).money).toBe('kept');
  });

  it('refuses a note without keep, and a note over 200 characters', async () => {
    const order = await paidOrder();
    const noKeep = await setStatus({ orderId: order.id, orderStatus: 'cancelled', keptNote: 'x' });
    expect(noKeep).toMatchObject({ status: 400, json: { error: 'keptNote goes with cancelledMoney: keep.' } });
    const long = await setStatus({
      orderId: order.id,
      orderStatus: 'cancelled',
      cancelledMoney: 'keep',
      keptNote: 'x'.repeat(201),
    });
    expect(long).toMatchObject({ status: 400, json: { error: 'The note must be 1 to 200 characters.' } });
    expect((await stateOf(order.id)).order.orderStatus).toBe('pending');
  });
});

describe('settling a cancelled order later', () => {
  /** A paid order cancelled the old way (before the rule): it holds money nobody settled. */
  async function unsettledOrder() {
    const order = await paidOrder();
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, order.id));
    expect((await stateOf(order.id)).money).toBe('unsettled');
    return order;
  }

  it('POST /_api/admin/order/keep-money keeps it, with its note, audited', async () => {
    const order = await unsettledOrder();
    const response = await keep({ orderId: order.id, note: 'Team kept it as a donation' });
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(`The money on order ${order.orderNumber} is kept.`);
    const { order: row, audit, money } = await stateOf(order.id);
    expect(money).toBe('kept');
    expect(row.moneyKeptNote).toBe('Team kept it as a donation');
    expect(audit.at(-1)).toMatchObject({
      action: 'order.money_kept',
      changes: { heldCents: { from: null, to: 4800 }, moneyKeptNote: { from: null, to: 'Team kept it as a donation' } },
    });
  });

  it('a refund through the payments endpoint settles it (collected → 0)', async () => {
    const order = await unsettledOrder();
    expect((await record({ orderId: order.id, amountCents: -4800, method: 'venmo' })).status).toBe(201);
    expect((await stateOf(order.id)).money).toBe('none');
  });

  it('keep-money is a 400 for an order that is not cancelled or holds nothing, 404 for an unknown one', async () => {
    const live = await paidOrder();
    const notCancelled = await keep({ orderId: live.id, note: 'x' });
    expect(notCancelled).toMatchObject({
      status: 400,
      json: { error: `Order ${live.orderNumber} is not cancelled: only a cancelled order's money can be kept.` },
    });
    const empty = await insertOrder({ orderStatus: 'cancelled' });
    expect(await keep({ orderId: empty.id, note: 'x' })).toMatchObject({
      status: 400,
      json: { error: `Order ${empty.orderNumber} holds no money: nothing was collected, or it was refunded.` },
    });
    expect((await keep({ orderId: 2_000_000_000, note: 'x' })).status).toBe(404);
    expect((await keep({ orderId: empty.id, note: '' })).status).toBe(400);
    expect((await stateOf(live.id)).order.moneyKeptAt).toBeNull();
  });

  it('is for admins only (401 signed out, 403 for captains and fundraisers), and nothing changes', async () => {
    const order = await unsettledOrder();
    const db = await getDb();
    const bodies = [
      [keep, { orderId: order.id, note: 'x' }],
      [setStatus, { orderId: order.id, orderStatus: 'processing' }],
      [bulk, { orderIds: [order.id], orderStatus: 'processing', includeClosed: true }],
    ] as const;
    for (const [endpoint, body] of bodies) {
      expect((await endpoint(body, '')).status).toBe(401);
      for (const role of ['sub_account', 'fundraiser_captain'] as const) {
        expect((await endpoint(body, await sessionCookieFor(await createUser({ role })))).status).toBe(403);
      }
    }
    const [row] = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [order.id]));
    expect(row).toMatchObject({ orderStatus: 'cancelled', moneyKeptAt: null });
  });
});
