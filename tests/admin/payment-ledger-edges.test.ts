import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-payments/route';
import { POST as recordRoute } from '@/app/%5Fapi/admin/order/payments/route';
import { GET as captainCollectorsRoute } from '@/app/%5Fapi/captain/order/payment-collectors/route';
import { POST as captainRecordRoute } from '@/app/%5Fapi/captain/order/payments/route';
import { CAPTAIN_COLLECTOR_REFUSED, CAPTAIN_REFUND_REFUSED } from '@/lib/validation/order-payments';
import { getDb } from '@/server/db';
import {
  auditEntries,
  campaignParticipants,
  idempotentRequests,
  orderPayments,
  orders,
  users,
} from '@/server/db/schema';
import { deleteExpiredRecords, IDEMPOTENT_REQUEST_RETENTION_MS } from '@/server/services/housekeeping';
import { IDEMPOTENT_REQUEST_REUSED } from '@/server/services/idempotent-requests';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

let adminCookie: string;
let staffId: number;

beforeAll(async () => {
  const admin = await createUser({ role: 'admin', displayName: 'Sofia Staff' });
  staffId = admin.id;
  adminCookie = await sessionCookieFor(admin);
});

const post = (
  handler: typeof recordRoute,
  path: string,
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
) => call(handler, { method: 'POST', path, body, headers: { cookie, ...headers } });
const record = (body: unknown, headers: Record<string, string> = {}) =>
  post(recordRoute, '/_api/admin/order/payments', body, adminCookie, headers);
const bulk = (body: unknown, headers: Record<string, string> = {}) =>
  post(bulkRoute, '/_api/admin/orders/bulk-payments', body, adminCookie, headers);
const captainRecord = (body: unknown, cookie: string, headers: Record<string, string> = {}) =>
  post(captainRecordRoute, '/_api/captain/order/payments', body, cookie, headers);
const key = (name: string) => ({ 'Idempotency-Key': `ledger-edge-${name}` });

/** A $25.00 order. */
const order25 = (values: Parameters<typeof insertOrder>[0] = {}) =>
  insertOrder(values, [{ productName: 'House Blend', unitPriceCents: 1250, quantity: 2 }]);

async function entries(orderIds: number[]) {
  const db = await getDb();
  return db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)).orderBy(asc(orderPayments.id));
}

async function collected(orderId: number) {
  const db = await getDb();
  const [row] = await db.select({ cents: orders.collectedCents }).from(orders).where(eq(orders.id, orderId));
  return row!.cents;
}

async function auditCount(orderId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)));
  return row!.n;
}

describe('a captain records payments only', () => {
  it('refuses a refund from a captain with 403 and leaves the cash staff recorded', async () => {
    const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([]);
    const order = await order25({ campaignId: campaign.id, subAccountId: fundraiser.id });
    expect((await record({ orderId: order.id, amountCents: 2500, method: 'cash' })).status).toBe(201);

    const refund = await captainRecord(
      { orderId: order.id, amountCents: -2500, method: 'cash' },
      await sessionCookieFor(captain),
    );
    expect(refund).toMatchObject({ status: 403, json: { error: CAPTAIN_REFUND_REFUSED } });
    expect(await collected(order.id)).toBe(2500);
    expect(await entries([order.id])).toHaveLength(1);
    // Staff still may.
    expect((await record({ orderId: order.id, amountCents: -500, method: 'cash' })).status).toBe(201);
  });
});

describe('whom a captain may name as collector', () => {
  it('takes themselves, staff and the campaign fundraisers', async () => {
    const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([]);
    const cookie = await sessionCookieFor(captain);
    for (const collectedByUserId of [captain.id, staffId, fundraiser.id]) {
      const order = await order25({ campaignId: campaign.id });
      const ok = await captainRecord(
        { orderId: order.id, amountCents: 100, method: 'cash', collectedByUserId },
        cookie,
      );
      expect(ok.status).toBe(201);
      expect(ok.json.payment.collectedBy.userId).toBe(collectedByUserId);
    }
  });

  it('gives one refusal, naming nobody, for another campaign, a non-participant and an unknown id', async () => {
    const mine = await createCampaignWithFundraiser([]);
    const theirs = await createCampaignWithFundraiser([]);
    const cookie = await sessionCookieFor(mine.captain);
    const stranger = await createUser({ displayName: 'Quentin Secret', firstName: 'Quentin', lastName: 'Secret' });
    const otherTeam = await createUser({ displayName: 'Olive Elsewhere' });
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: theirs.campaign.id, userId: otherTeam.id });
    const order = await order25({ campaignId: mine.campaign.id });

    const refusals = [];
    for (const collectedByUserId of [otherTeam.id, theirs.fundraiser.id, theirs.captain.id, stranger.id, 2_000_000]) {
      refusals.push(
        await captainRecord({ orderId: order.id, amountCents: 100, method: 'cash', collectedByUserId }, cookie),
      );
    }
    for (const refused of refusals) {
      expect(refused).toMatchObject({ status: 400, json: { error: CAPTAIN_COLLECTOR_REFUSED } });
      expect(refused.json.error).not.toMatch(/Olive|Quentin|Runner|Test User|2000000/);
    }
    expect(await entries([order.id])).toEqual([]);
  });

  it('lists exactly that set on the captain collectors endpoint, and only for their own campaign', async () => {
    const mine = await createCampaignWithFundraiser([]);
    const theirs = await createCampaignWithFundraiser([]);
    const cookie = await sessionCookieFor(mine.captain);
    const collectors = (campaignId: number | string) =>
      call(captainCollectorsRoute, {
        path: `/_api/captain/order/payment-collectors?campaignId=${campaignId}`,
        headers: { cookie },
      });

    const listed = await collectors(mine.campaign.id);
    expect(listed.status).toBe(200);
    const ids = listed.json.collectors.map((person: { userId: number }) => person.userId);
    const db = await getDb();
    const staff = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(new Set(ids)).toEqual(new Set([...staff.map((s) => s.id), mine.captain.id, mine.fundraiser.id]));
    // Every listed person is accepted by the payment call.
    for (const collectedByUserId of ids) {
      const order = await order25({ campaignId: mine.campaign.id });
      const ok = await captainRecord(
        { orderId: order.id, amountCents: 100, method: 'cash', collectedByUserId },
        cookie,
      );
      expect(ok.status).toBe(201);
    }

    expect((await collectors(theirs.campaign.id)).status).toBe(404);
    expect((await collectors('x')).status).toBe(400);
    const fundraiserCookie = await sessionCookieFor(mine.fundraiser);
    const asFundraiser = await call(captainCollectorsRoute, {
      path: `/_api/captain/order/payment-collectors?campaignId=${mine.campaign.id}`,
      headers: { cookie: fundraiserCookie },
    });
    expect(asFundraiser.status).toBe(403);
  });
});

describe('Idempotency-Key on payment calls', () => {
  it('replays a single payment for the same key and body, and refuses another body with 422', async () => {
    const order = await order25();
    const body = { orderId: order.id, amountCents: 1000, method: 'cash' };
    const first = await record(body, key('single'));
    expect(first.status).toBe(201);
    const again = await record(body, key('single'));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await entries([order.id])).toHaveLength(1);
    expect(await collected(order.id)).toBe(1000);
    expect(await auditCount(order.id)).toBe(1);

    const other = await record({ ...body, amountCents: 500 }, key('single'));
    expect(other).toMatchObject({ status: 422, json: { error: IDEMPOTENT_REQUEST_REUSED } });
    expect(await entries([order.id])).toHaveLength(1);
    expect((await record(body, { 'Idempotency-Key': 'bad key!' })).status).toBe(400);
    // Without a key each call is a new payment, as before.
    expect((await record(body)).status).toBe(201);
    expect(await collected(order.id)).toBe(2000);
  });

  it('lets a failed call leave no key behind, so a corrected retry records once', async () => {
    const order = await order25();
    const tooMuch = await record({ orderId: order.id, amountCents: 9000, method: 'cash' }, key('failed-first'));
    expect(tooMuch.status).toBe(400);
    const ok = await record({ orderId: order.id, amountCents: 2500, method: 'cash' }, key('failed-first'));
    expect(ok.status).toBe(201);
    expect(await collected(order.id)).toBe(2500);
  });

  it('records once when the same request arrives many times at once', async () => {
    const order = await order25();
    const body = { orderId: order.id, amountCents: 700, method: 'venmo' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => record(body, key('race'))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await entries([order.id])).toHaveLength(1);
    expect(await collected(order.id)).toBe(700);
  });

  it('replays a bulk payment and a captain payment without recording twice', async () => {
    const first = await order25();
    const second = await order25();
    const bulkBody = { orderIds: [first.id, second.id], method: 'cash' };
    const done = await bulk(bulkBody, key('bulk'));
    expect(done).toMatchObject({ status: 200, json: { recorded: 2, totalCents: 5000 } });
    const replay = await bulk(bulkBody, key('bulk'));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(done.json);
    expect(await entries([first.id, second.id])).toHaveLength(2);
    expect((await bulk({ ...bulkBody, method: 'check' }, key('bulk'))).status).toBe(422);

    const { campaign, captain } = await createCampaignWithFundraiser([]);
    const cookie = await sessionCookieFor(captain);
    const order = await order25({ campaignId: campaign.id });
    const body = { orderId: order.id, amountCents: 1500, method: 'cash' };
    expect((await captainRecord(body, cookie, key('captain'))).status).toBe(201);
    const again = await captainRecord(body, cookie, key('captain'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await collected(order.id)).toBe(1500);
  });

  it('binds a key to its caller: another staff member reusing it is refused and reads nothing', async () => {
    const order = await order25();
    const body = { orderId: order.id, amountCents: 300, method: 'cash' };
    expect((await record(body, key('caller'))).status).toBe(201);
    const colleague = await sessionCookieFor(await createUser({ role: 'admin' }));
    const reused = await post(recordRoute, '/_api/admin/order/payments', body, colleague, key('caller'));
    expect(reused).toMatchObject({ status: 422, json: { error: IDEMPOTENT_REQUEST_REUSED } });
    expect(await collected(order.id)).toBe(300);
  });

  it('forgets keys after 24 hours', async () => {
    const db = await getDb();
    const now = new Date();
    const row = { actorId: null, fingerprint: 'f', status: 201, response: {} };
    await db.insert(idempotentRequests).values([
      {
        ...row,
        scope: 'prune-test',
        key: 'old',
        createdAt: new Date(now.getTime() - IDEMPOTENT_REQUEST_RETENTION_MS - 1),
      },
      { ...row, scope: 'prune-test', key: 'fresh', createdAt: new Date(now.getTime() - 60_000) },
    ]);
    const removed = await deleteExpiredRecords(now);
    expect(removed.idempotentRequests).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.scope, 'prune-test'));
    expect(left).toEqual([{ key: 'fresh' }]);
  });
});
