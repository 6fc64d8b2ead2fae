import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adminHandedOut } from '@/app/%5Fapi/admin/campaign/handed-out/route';
import { POST as captainHandedOut } from '@/app/%5Fapi/captain/campaign/handed-out/route';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let adminId: number;
let adminCookie: string;
let captainCookie: string;
let otherCaptainCookie: string;
let memberCookie: string;
let campaignId: number;
let otherCampaignId: number;
let fundraiserId: number;

beforeAll(async () => {
  const product = await createProduct();
  const setup = await createCampaignWithFundraiser([product.id]);
  const other = await createCampaignWithFundraiser([product.id]);
  campaignId = setup.campaign.id;
  otherCampaignId = other.campaign.id;
  fundraiserId = setup.fundraiser.id;
  const admin = await createUser({ role: 'admin' });
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin);
  captainCookie = await sessionCookieFor(setup.captain);
  otherCaptainCookie = await sessionCookieFor(other.captain);
  memberCookie = await sessionCookieFor(setup.fundraiser);
});

const send = (body: unknown, cookie?: string, handler = adminHandedOut, path = '/_api/admin/campaign/handed-out') =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
const sendAsCaptain = (body: unknown, cookie?: string) =>
  send(body, cookie, captainHandedOut, '/_api/captain/campaign/handed-out');

const campaignOrder = (values: Partial<typeof orders.$inferInsert> = {}, inCampaign = campaignId) =>
  insertOrder({ campaignId: inCampaign, subAccountId: inCampaign === campaignId ? fundraiserId : null, ...values });

async function statuses(ids: number[]) {
  const db = await getDb();
  const rows = await db
    .select({ id: orders.id, orderStatus: orders.orderStatus })
    .from(orders)
    .where(inArray(orders.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.orderStatus]));
}

async function auditFor(ids: number[]) {
  const db = await getDb();
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), inArray(auditEntries.entityId, ids)));
}

describe('POST /_api/admin/campaign/handed-out', () => {
  it('sets the orders delivered, audits each change, and skips cancelled and already delivered orders', async () => {
    const pending = await campaignOrder();
    const shipped = await campaignOrder({ orderStatus: 'shipped' });
    const cancelled = await campaignOrder({ orderStatus: 'cancelled' });
    const done = await campaignOrder({ orderStatus: 'delivered' });
    const teamOrder = await campaignOrder({ subAccountId: null });
    const bystander = await campaignOrder();
    const ids = [pending.id, shipped.id, cancelled.id, done.id, teamOrder.id];

    const response = await send({ orderIds: [...ids, pending.id], handOutUnpaid: true }, adminCookie);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      message: '3 orders marked handed out. 1 order had been handed out already. 1 order skipped: cancelled.',
      changed: 3,
      skipped: 2,
      changedIds: [pending.id, shipped.id, teamOrder.id].sort((a, b) => a - b),
    });
    expect(await statuses([...ids, bystander.id])).toEqual({
      [pending.id]: 'delivered',
      [shipped.id]: 'delivered',
      [cancelled.id]: 'cancelled',
      [done.id]: 'delivered',
      [teamOrder.id]: 'delivered',
      [bystander.id]: 'pending',
    });

    const entries = await auditFor([...ids, bystander.id]);
    expect(entries).toHaveLength(3);
    const byOrder = Object.fromEntries(entries.map((entry) => [entry.entityId, entry]));
    expect(byOrder[pending.id]).toMatchObject({
      action: 'order.handed_out',
      actorId: adminId,
      entityLabel: pending.orderNumber,
      changes: { orderStatus: { from: 'pending', to: 'delivered' } },
    });
    expect(byOrder[shipped.id]!.changes).toEqual({ orderStatus: { from: 'shipped', to: 'delivered' } });

    const again = await send({ orderIds: ids }, adminCookie);
    expect(again.json).toMatchObject({ changed: 0, skipped: 5 });
    expect(await auditFor(ids)).toHaveLength(3);
  });

  it('changes nothing when one id is unknown or not a campaign order (404)', async () => {
    const a = await campaignOrder();
    const noCampaign = await insertOrder();
    for (const orderIds of [
      [a.id, 2_000_000_000],
      [a.id, noCampaign.id],
    ]) {
      const response = await send({ orderIds, handOutUnpaid: true }, adminCookie);
      expect(response.status).toBe(404);
      expect(response.json.error).toMatch(/^An order was not found among your campaigns' orders \(\d+\); nothing/);
    }
    expect(await statuses([a.id, noCampaign.id])).toEqual({ [a.id]: 'pending', [noCampaign.id]: 'pending' });
    expect(await auditFor([a.id])).toHaveLength(0);
  });

  it('refuses bad bodies with 400: empty, not integers, more than 1,000 ids, unknown fields', async () => {
    const a = await campaignOrder();
    const bodies: Array<[unknown, string]> = [
      [{}, 'orderIds must be a list of positive integers.'],
      [{ orderIds: [] }, 'orderIds must name at least one order.'],
      [{ orderIds: ['1'] }, 'orderIds must be a list of positive integers.'],
      [{ orderIds: [1.5] }, 'orderIds must be a list of positive integers.'],
      [{ orderIds: [0] }, 'orderIds must be a list of positive integers.'],
      [{ orderIds: Array.from({ length: 1_001 }, (_, i) => i + 1) }, 'At most 1,000 orderIds at a time.'],
      [{ orderIds: [a.id], orderStatus: 'cancelled' }, 'Unknown field: orderStatus.'],
      [{ orderIds: [a.id], handOutUnpaid: 'yes' }, 'handOutUnpaid must be true or false.'],
    ];
    for (const [body, error] of bodies) {
      const response = await send(body, adminCookie);
      expect(response, JSON.stringify(body).slice(0, 60)).toMatchObject({ status: 400, json: { error } });
    }
    expect(
      (await call(adminHandedOut, { method: 'POST', rawBody: '{', headers: { cookie: adminCookie } })).status,
    ).toBe(400);
    expect(await statuses([a.id])).toEqual({ [a.id]: 'pending' });
  });

  it('refuses guests (401) and every role but admin (403)', async () => {
    const a = await campaignOrder();
    expect((await send({ orderIds: [a.id] })).status).toBe(401);
    for (const cookie of [memberCookie, captainCookie])
      expect((await send({ orderIds: [a.id] }, cookie)).status).toBe(403);
    expect(await statuses([a.id])).toEqual({ [a.id]: 'pending' });
  });
});

describe('POST /_api/captain/campaign/handed-out', () => {
  it("hands out the captain's own campaign orders", async () => {
    const a = await campaignOrder();
    const response = await sendAsCaptain({ orderIds: [a.id], handOutUnpaid: true }, captainCookie);
    expect(response).toMatchObject({ status: 200, json: { changed: 1, skipped: 0 } });
    expect(await statuses([a.id])).toEqual({ [a.id]: 'delivered' });
  });

  it("answers 404 for another captain's orders and changes nothing, not even the captain's own", async () => {
    const own = await campaignOrder({}, otherCampaignId);
    const foreign = await campaignOrder();
    const response = await sendAsCaptain({ orderIds: [own.id, foreign.id], handOutUnpaid: true }, otherCaptainCookie);
    expect(response.status).toBe(404);
    expect(response.json.error).toContain(String(foreign.id));
    expect(await statuses([own.id, foreign.id])).toEqual({ [own.id]: 'pending', [foreign.id]: 'pending' });
    expect(await auditFor([own.id, foreign.id])).toHaveLength(0);
  });

  it('refuses guests and fundraisers, and bad bodies', async () => {
    const a = await campaignOrder();
    expect((await sendAsCaptain({ orderIds: [a.id] })).status).toBe(401);
    expect((await sendAsCaptain({ orderIds: [a.id] }, memberCookie)).status).toBe(403);
    expect((await sendAsCaptain({ orderIds: Array(1_001).fill(a.id) }, captainCookie)).status).toBe(400);
    expect(await statuses([a.id])).toEqual({ [a.id]: 'pending' });
  });
});
