import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as captainSheet } from '@/app/%5Fapi/captain/campaign/fulfilment/route';
import { POST as adminHandedOut } from '@/app/%5Fapi/admin/campaign/handed-out/route';
import { POST as adminUndo } from '@/app/%5Fapi/admin/campaign/handed-out/undo/route';
import { POST as captainHandedOut } from '@/app/%5Fapi/captain/campaign/handed-out/route';
import { POST as captainUndo } from '@/app/%5Fapi/captain/campaign/handed-out/undo/route';
import type { CampaignFulfilment } from '@/lib/contracts/campaign-fulfilment';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { collect } from '../meetup/meetup-support';

/*
 * Issue 26: "Mark handed out" on the sheet asks before unpaid bags leave (the server answers 409 unless the call
 * confirms it) and can be undone by staff or by the captain who did it, as meetup mode's undo.
 */

let adminCookie: string;
let captainCookie: string;
let otherCaptainCookie: string;
let memberCookie: string;
let campaignId: number;
let fundraiserId: number;

beforeAll(async () => {
  const product = await createProduct();
  const setup = await createCampaignWithFundraiser([product.id]);
  const other = await createCampaignWithFundraiser([product.id]);
  campaignId = setup.campaign.id;
  fundraiserId = setup.fundraiser.id;
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  captainCookie = await sessionCookieFor(setup.captain);
  otherCaptainCookie = await sessionCookieFor(other.captain);
  memberCookie = await sessionCookieFor(setup.fundraiser);
});

const post = (handler: typeof adminHandedOut, path: string) => (body: unknown, cookie?: string) =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
const handOut = post(captainHandedOut, '/_api/captain/campaign/handed-out');
const handOutAsAdmin = post(adminHandedOut, '/_api/admin/campaign/handed-out');
const undo = post(captainUndo, '/_api/captain/campaign/handed-out/undo');
const undoAsAdmin = post(adminUndo, '/_api/admin/campaign/handed-out/undo');

/** A $5.00 order of the campaign; paid in full unless `collectedCents` says otherwise. */
const campaignOrder = (values: Partial<typeof orders.$inferInsert> = {}) =>
  insertOrder({ campaignId, subAccountId: fundraiserId, collectedCents: 500, paymentStatus: 'paid', ...values });
const unpaid = (values: Partial<typeof orders.$inferInsert> = {}) =>
  campaignOrder({ collectedCents: 0, paymentStatus: 'pending', ...values });

async function statuses(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, orderStatus: orders.orderStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.orderStatus]));
}

async function actions(id: number) {
  const db = await getDb();
  const rows = await db
    .select({ action: auditEntries.action, changes: auditEntries.changes })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.id);
  return rows;
}

async function sheetOrder(orderId: number, cookie = captainCookie) {
  const response = await call(captainSheet, {
    path: `/_api/captain/campaign/fulfilment?campaignId=${campaignId}`,
    headers: { cookie },
  });
  const sheet = response.json as CampaignFulfilment;
  return sheet.fundraisers.flatMap((group) => group.orders).find((order) => order.orderId === orderId)!;
}

describe('handing out orders that still owe money', () => {
  it('answers 409 naming the amount and changes nothing unless the call confirms it', async () => {
    const owing = await unpaid();
    const response = await handOut({ orderIds: [owing.id] }, captainCookie);
    expect(response).toMatchObject({
      status: 409,
      json: {
        error: `$5.00 is not paid yet on order ${owing.orderNumber}. Nothing was changed: record the payment, or confirm handing out unpaid.`,
      },
    });
    expect(await statuses([owing.id])).toEqual({ [owing.id]: 'pending' });
    expect(await actions(owing.id)).toEqual([]);

    const confirmed = await handOut({ orderIds: [owing.id], handOutUnpaid: true }, captainCookie);
    expect(confirmed).toMatchObject({ status: 200, json: { changed: 1, changedIds: [owing.id] } });
    expect(await statuses([owing.id])).toEqual({ [owing.id]: 'delivered' });
  });

  it('hands out paid orders without asking, and refuses a group in which some still owe (nothing changes)', async () => {
    const paid = await campaignOrder();
    const partPaid = await unpaid({ collectedCents: 200 });
    const owing = await unpaid();
    const refused = await handOutAsAdmin({ orderIds: [paid.id, partPaid.id, owing.id] }, adminCookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      `$8.00 is not paid yet on 2 orders (${partPaid.orderNumber}, ${owing.orderNumber}). Nothing was changed: record the payment, or confirm handing out unpaid.`,
    );
    expect(await statuses([paid.id, partPaid.id, owing.id])).toEqual({
      [paid.id]: 'pending',
      [partPaid.id]: 'pending',
      [owing.id]: 'pending',
    });
    expect((await handOutAsAdmin({ orderIds: [paid.id] }, adminCookie)).status).toBe(200);
    expect(await statuses([paid.id])).toEqual({ [paid.id]: 'delivered' });
  });
});

describe('POST /_api/captain/campaign/handed-out/undo', () => {
  it('puts back the status the order had, audited, and the sheet offers it only while it can be undone', async () => {
    const order = await campaignOrder({ orderStatus: 'shipped' });
    expect((await sheetOrder(order.id)).undoable).toBe(false);
    await handOut({ orderIds: [order.id] }, captainCookie);
    expect(await sheetOrder(order.id)).toMatchObject({ orderStatus: 'delivered', undoable: true });

    const response = await undo({ orderIds: [order.id] }, captainCookie);
    expect(response).toMatchObject({
      status: 200,
      json: { message: `Undone: order ${order.orderNumber} is no longer handed out.`, undone: 1 },
    });
    expect(await statuses([order.id])).toEqual({ [order.id]: 'shipped' });
    expect(await actions(order.id)).toEqual([
      { action: 'order.handed_out', changes: { orderStatus: { from: 'shipped', to: 'delivered' } } },
      { action: 'order.hand_out_undone', changes: { orderStatus: { from: 'delivered', to: 'shipped' } } },
    ]);
    expect(await sheetOrder(order.id)).toMatchObject({ orderStatus: 'shipped', undoable: false });

    // Once undone there is nothing left to undo.
    const again = await undo({ orderIds: [order.id] }, captainCookie);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(
      `Order ${order.orderNumber} has no hand-out from the sheet to undo; nothing was changed.`,
    );
  });

  it("lets staff undo anyone's hand-out, but a captain only their own (403)", async () => {
    const byAdmin = await campaignOrder();
    await handOutAsAdmin({ orderIds: [byAdmin.id] }, adminCookie);
    expect((await sheetOrder(byAdmin.id)).undoable).toBe(false);
    const refused = await undo({ orderIds: [byAdmin.id] }, captainCookie);
    expect(refused).toMatchObject({
      status: 403,
      json: {
        error: `Only the person who handed out order ${byAdmin.orderNumber} (or staff) can undo it; nothing was changed.`,
      },
    });
    expect(await statuses([byAdmin.id])).toEqual({ [byAdmin.id]: 'delivered' });

    const byCaptain = await campaignOrder();
    await handOut({ orderIds: [byCaptain.id] }, captainCookie);
    expect((await undoAsAdmin({ orderIds: [byCaptain.id, byAdmin.id] }, adminCookie)).status).toBe(200);
    expect(await statuses([byCaptain.id, byAdmin.id])).toEqual({ [byCaptain.id]: 'pending', [byAdmin.id]: 'pending' });
  });

  it("answers 404 for another captain's orders and changes nothing", async () => {
    const order = await campaignOrder();
    await handOut({ orderIds: [order.id] }, captainCookie);
    const response = await undo({ orderIds: [order.id] }, otherCaptainCookie);
    expect(response.status).toBe(404);
    expect(response.json.error).toContain(String(order.id));
    expect(await statuses([order.id])).toEqual({ [order.id]: 'delivered' });
  });

  it('undoes nothing when one order cannot be undone: changed since, or collected in meetup mode', async () => {
    const handed = await campaignOrder();
    const changedSince = await campaignOrder();
    await handOut({ orderIds: [handed.id, changedSince.id] }, captainCookie);
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'processing' }).where(eq(orders.id, changedSince.id));
    const response = await undo({ orderIds: [handed.id, changedSince.id] }, captainCookie);
    expect(response.status).toBe(409);
    expect(response.json.error).toContain(changedSince.orderNumber);
    expect(await statuses([handed.id])).toEqual({ [handed.id]: 'delivered' });

    const atMeetup = await unpaid();
    const collected = await collect({ orderId: atMeetup.id, amountCents: 500, method: 'cash' }, captainCookie);
    expect(collected.status).toBe(200);
    expect((await sheetOrder(atMeetup.id)).undoable).toBe(false);
    const meetup = await undo({ orderIds: [atMeetup.id] }, captainCookie);
    expect(meetup).toMatchObject({
      status: 409,
      json: {
        error: `Order ${atMeetup.orderNumber} was collected and handed out in meetup mode: undo it there, with its payment. Nothing was changed.`,
      },
    });
    expect(await statuses([atMeetup.id])).toEqual({ [atMeetup.id]: 'delivered' });
  });

  it('refuses guests (401), fundraisers (403), captains on the admin path (403) and bad bodies (400)', async () => {
    const order = await campaignOrder();
    await handOut({ orderIds: [order.id] }, captainCookie);
    expect((await undo({ orderIds: [order.id] })).status).toBe(401);
    expect((await undo({ orderIds: [order.id] }, memberCookie)).status).toBe(403);
    expect((await undoAsAdmin({ orderIds: [order.id] }, captainCookie)).status).toBe(403);
    for (const body of [{}, { orderIds: [] }, { orderIds: ['1'] }, { orderIds: [order.id], handOutUnpaid: true }])
      expect((await undo(body, captainCookie)).status, JSON.stringify(body)).toBe(400);
    expect(await statuses([order.id])).toEqual({ [order.id]: 'delivered' });
  });
});
