import { beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { recordLedgerEntry } from '../support/ledger';
import { createCampaignWithFundraiser } from '../support/shop';
import { auditActions, collect, ledgerRows, order25, orderRow, undo } from './meetup-support';

let captain: User;
let captainCookie: string;
let campaign: Campaign;
let admin: User;
let adminCookie: string;

beforeAll(async () => {
  ({ campaign, captain } = await createCampaignWithFundraiser([]));
  captainCookie = await sessionCookieFor(captain);
  admin = await createUser({ role: 'admin', displayName: 'Sofia Staff' });
  adminCookie = await sessionCookieFor(admin);
});

const sum = (rows: Array<{ amountCents: number }>) => rows.reduce((total, row) => total + row.amountCents, 0);

describe('POST /_api/captain/meetup/collect', () => {
  it('records the payment and the hand-out together; the ledger and the order agree to the cent', async () => {
    const order = await order25({ campaignId: campaign.id });
    const response = await collect({ orderId: order.id, amountCents: 2500, method: 'cash' }, captainCookie);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(`$25.00 collected; order ${order.orderNumber} handed out.`);
    expect(response.json.order).toMatchObject({
      id: order.id,
      collectedCents: 2500,
      outstandingCents: 0,
      orderStatus: 'delivered',
      handedOut: true,
      undoable: { amountCents: 2500, method: 'cash' },
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid', collectedCents: 2500 });
    const ledger = await ledgerRows(order.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountCents: 2500, method: 'cash', collectedByUserId: captain.id });
    expect(sum(ledger)).toBe(row.collectedCents);
    const audit = await auditActions(order.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'order.payment_recorded',
      'order.handed_out',
      'meetup.collected',
    ]);
    expect(audit.every((entry) => entry.actorId === captain.id)).toBe(true);
    expect(audit[2]!.changes).toMatchObject({
      amountCents: { from: null, to: 2500 },
      orderStatus: { from: 'pending', to: 'delivered' },
      paymentId: { from: null, to: ledger[0]!.id },
    });
  });

  it('refuses (409) to hand out while money is still owed unless asked to, and changes nothing', async () => {
    const order = await order25({ campaignId: campaign.id });
    for (const amountCents of [0, 1000]) {
      const refused = await collect({ orderId: order.id, amountCents, method: 'cash' }, captainCookie);
      expect(refused.status).toBe(409);
      expect(refused.json.error).toBe(
        `${amountCents === 0 ? '$25.00' : '$15.00'} would still be owed on order ${order.orderNumber}. Nothing was changed: collect the rest, or confirm handing it out unpaid.`,
      );
    }
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 0 });
    expect(await ledgerRows(order.id)).toEqual([]);
    expect(await auditActions(order.id)).toEqual([]);

    const unpaid = await collect(
      { orderId: order.id, amountCents: 1000, method: 'venmo', handOutUnpaid: true },
      captainCookie,
    );
    expect(unpaid.status).toBe(200);
    expect(unpaid.json.message).toBe(`$10.00 collected; order ${order.orderNumber} handed out. $15.00 still owed.`);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'delivered', collectedCents: 1000 });
    const entry = (await auditActions(order.id, ['meetup.collected']))[0]!;
    expect(entry.changes.handedOutUnpaid).toEqual({ from: null, to: 1500 });
  });

  it('hands out a paid order with amount 0 and records no payment', async () => {
    const order = await order25({ campaignId: campaign.id });
    await recordLedgerEntry({ orderId: order.id, amountCents: 2500 });
    const response = await collect({ orderId: order.id, amountCents: 0, method: 'cash' }, captainCookie);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(`Order ${order.orderNumber} handed out.`);
    expect(await ledgerRows(order.id)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'delivered', collectedCents: 2500 });
    // More than is owed is refused by the ledger's own rule.
    const again = await order25({ campaignId: campaign.id });
    await recordLedgerEntry({ orderId: again.id, amountCents: 2500 });
    const over = await collect({ orderId: again.id, amountCents: 500, method: 'cash' }, captainCookie);
    expect(over.status).toBe(400);
    expect(over.json.error).toContain('Nothing is outstanding');
  });

  it('refuses (409) an order already handed out or cancelled', async () => {
    const delivered = await order25({ campaignId: campaign.id, orderStatus: 'delivered' });
    const cancelled = await order25({ campaignId: campaign.id, orderStatus: 'cancelled' });
    const one = await collect({ orderId: delivered.id, amountCents: 2500, method: 'cash' }, captainCookie);
    expect(one.status).toBe(409);
    expect(one.json.error).toContain('was handed out already');
    const two = await collect({ orderId: cancelled.id, amountCents: 0, method: 'cash' }, captainCookie);
    expect(two.status).toBe(409);
    expect(two.json.error).toContain('is cancelled');
    expect(await ledgerRows(delivered.id)).toEqual([]);
  });

  it('honours an Idempotency-Key: a retry answers the first response and records nothing more', async () => {
    const order = await order25({ campaignId: campaign.id });
    const body = { orderId: order.id, amountCents: 2500, method: 'cash' };
    const headers = { 'Idempotency-Key': 'meetup-retry-0001' };
    const first = await collect(body, captainCookie, headers);
    const second = await collect(body, captainCookie, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.json).toEqual(first.json);
    expect(await ledgerRows(order.id)).toHaveLength(1);
  });
});

describe('POST /_api/captain/meetup/undo', () => {
  it('puts back the status and the ledger (sum as before), audited; a second undo has nothing to undo', async () => {
    const order = await order25({ campaignId: campaign.id, orderStatus: 'processing' });
    await recordLedgerEntry({ orderId: order.id, amountCents: 500 });
    const before = await orderRow(order.id);
    await collect({ orderId: order.id, amountCents: 2000, method: 'check' }, captainCookie);

    const response = await undo({ orderId: order.id }, captainCookie);
    expect(response.status).toBe(200);
    expect(response.json.message).toBe(
      `Undone: order ${order.orderNumber} is no longer handed out. $20.00 taken off its payments.`,
    );
    expect(response.json.order).toMatchObject({ orderStatus: 'processing', handedOut: false, undoable: null });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({
      orderStatus: before.orderStatus,
      paymentStatus: before.paymentStatus,
      collectedCents: before.collectedCents,
    });
    const ledger = await ledgerRows(order.id);
    expect(ledger.map((row) => row.amountCents)).toEqual([500, 2000, -2000]);
    expect(sum(ledger)).toBe(after.collectedCents);
    const undone = (await auditActions(order.id, ['meetup.undone', 'order.refund_recorded'])).map((e) => e.action);
    expect(undone).toEqual(['order.refund_recorded', 'meetup.undone']);

    const again = await undo({ orderId: order.id }, captainCookie);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(`There is no meetup hand-out of order ${order.orderNumber} to undo.`);
    expect(await ledgerRows(order.id)).toHaveLength(3);
  });

  it('refuses (409) an order never collected at a meetup, and undoes a hand-out without payment', async () => {
    const order = await order25({ campaignId: campaign.id });
    expect((await undo({ orderId: order.id }, captainCookie)).status).toBe(409);
    await recordLedgerEntry({ orderId: order.id, amountCents: 2500 });
    await collect({ orderId: order.id, amountCents: 0, method: 'cash' }, captainCookie);
    const response = await undo({ orderId: order.id }, captainCookie);
    expect(response.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 2500 });
    expect(await ledgerRows(order.id)).toHaveLength(1);
  });

  it("lets a captain undo only their own collect (403 for staff's); staff may undo a captain's", async () => {
    const byStaff = await order25({ campaignId: campaign.id });
    await collect({ orderId: byStaff.id, amountCents: 2500, method: 'cash' }, adminCookie);
    const refused = await undo({ orderId: byStaff.id }, captainCookie);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(
      `Only the person who collected order ${byStaff.orderNumber} (or staff) can undo it.`,
    );
    expect((await orderRow(byStaff.id)).orderStatus).toBe('delivered');

    const byCaptain = await order25({ campaignId: campaign.id });
    await collect({ orderId: byCaptain.id, amountCents: 2500, method: 'cash' }, captainCookie);
    expect((await undo({ orderId: byCaptain.id }, adminCookie)).status).toBe(200);
    expect(await orderRow(byCaptain.id)).toMatchObject({ orderStatus: 'pending', collectedCents: 0 });
  });

  it('refuses (409) when the order changed after the hand-out', async () => {
    const order = await order25({ campaignId: campaign.id });
    await collect({ orderId: order.id, amountCents: 2500, method: 'cash' }, captainCookie);
    await recordLedgerEntry({ orderId: order.id, amountCents: -2500 });
    const refused = await undo({ orderId: order.id }, captainCookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('has changed since it was handed out');
  });
});
