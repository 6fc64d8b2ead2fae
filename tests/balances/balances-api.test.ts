import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as overallRoute } from '@/app/%5Fapi/admin/balances/route';
import { GET as adminCampaignRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as captainCampaignRoute } from '@/app/%5Fapi/captain/campaign/balances/route';
import { GET as unpaidRoute } from '@/app/%5Fapi/fundraiser/unpaid-orders/route';
import type { FundraiserBalance } from '@/lib/contracts/balances';
import { getDb } from '@/server/db';
import { getCampaignLeaderboard } from '@/server/db/queries/fundraising';
import { campaignParticipants, campaigns, orders, users, type User } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { recordLedgerEntry } from '../support/ledger';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';

const get = (handler: RouteHandler, path: string, cookie?: string) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 15));

let campaignA: typeof campaigns.$inferSelect;
let campaignB: typeof campaigns.$inferSelect;
let emptyCampaign: typeof campaigns.$inferSelect;
let ann: User, bob: User, cy: User, dee: User;
let bobCancelled: typeof orders.$inferSelect;
const cookie: Record<'admin' | 'captainA' | 'captainB' | 'subAccount' | 'ann' | 'bob' | 'cy', string> = {} as never;

/*
 * Campaign A: Ann (a full and a partial payment), Bob (a payment partly refunded, and a cancelled order that was
 * paid), Cy (no orders), Dee (removed from the team, one unpaid order still credited to her), an order credited to
 * the campaign alone (partly paid) and a cancelled one. Campaign B: one order paid by card reader. The shop: a paid
 * order of its own and an unpaid one credited to Ann.
 */
beforeAll(async () => {
  const db = await getDb();
  const a = await createCampaignWithFundraiser([], { name: 'Band Boosters' });
  const b = await createCampaignWithFundraiser([], { name: 'Choir Trip' });
  const empty = await createCampaignWithFundraiser([], { name: 'Art Club' });
  campaignA = a.campaign;
  campaignB = b.campaign;
  emptyCampaign = empty.campaign;
  await db.update(users).set({ displayName: 'Ann Archer' }).where(eq(users.id, a.fundraiser.id));
  ann = { ...a.fundraiser, displayName: 'Ann Archer' };
  [bob, cy, dee] = await Promise.all([
    createUser({ displayName: 'Bob Baker' }),
    createUser({ displayName: 'Cy Cole' }),
    createUser({ displayName: 'Dee Dunn' }),
  ]);
  await db.insert(campaignParticipants).values([
    { campaignId: campaignA.id, userId: bob.id },
    { campaignId: campaignA.id, userId: cy.id },
  ]);
  const inA = { campaignId: campaignA.id };

  const annPaid = await insertOrder({ ...inA, subAccountId: ann.id, totalCents: 3000, createdAt: day(1) });
  await recordLedgerEntry({ orderId: annPaid.id, amountCents: 1000, method: 'cash' });
  await recordLedgerEntry({ orderId: annPaid.id, amountCents: 2000, method: 'venmo' });
  const annPartial = await insertOrder(
    { ...inA, subAccountId: ann.id, createdAt: day(3), customerPhone: '502-555-0101' },
    [
      { productName: 'House Blend', unitPriceCents: 500, quantity: 2 },
      { productName: 'Decaf', unitPriceCents: 500, quantity: 1 },
    ],
  );
  await recordLedgerEntry({ orderId: annPartial.id, amountCents: 500, method: 'check' });
  const bobRefunded = await insertOrder({ ...inA, subAccountId: bob.id, totalCents: 2500, createdAt: day(2) });
  await recordLedgerEntry({ orderId: bobRefunded.id, amountCents: 2500, method: 'zelle' });
  await recordLedgerEntry({ orderId: bobRefunded.id, amountCents: -1000, method: 'zelle' });
  bobCancelled = await insertOrder({ ...inA, subAccountId: bob.id, totalCents: 4000, createdAt: day(4) });
  await recordLedgerEntry({ orderId: bobCancelled.id, amountCents: 4000, method: 'cash' });
  await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, bobCancelled.id));
  const campaignOnly = await insertOrder({ ...inA, totalCents: 1200, createdAt: day(5) });
  await recordLedgerEntry({ orderId: campaignOnly.id, amountCents: 200, method: 'paypal' });
  await insertOrder({ ...inA, totalCents: 999, orderStatus: 'cancelled' });
  await insertOrder({ ...inA, subAccountId: dee.id, totalCents: 800 });

  const inB = await insertOrder({ campaignId: campaignB.id, subAccountId: b.fundraiser.id, totalCents: 700 });
  await recordLedgerEntry({ orderId: inB.id, amountCents: 700, method: 'card_reader' });
  // Issue 26: cancelled, its money kept as a donation: counted nowhere above, shown as kept.
  const keptInB = await insertOrder({ campaignId: campaignB.id, totalCents: 900 });
  await recordLedgerEntry({ orderId: keptInB.id, amountCents: 900, method: 'check' });
  await db
    .update(orders)
    .set({ orderStatus: 'cancelled', moneyKeptAt: new Date(), moneyKeptNote: 'Donation' })
    .where(eq(orders.id, keptInB.id));
  const shopPaid = await insertOrder({ totalCents: 2000 });
  await recordLedgerEntry({ orderId: shopPaid.id, amountCents: 2000, method: 'other' });
  await insertOrder({ subAccountId: ann.id, totalCents: 600, createdAt: day(6) });

  const [admin, subAccount] = await Promise.all([createUser({ role: 'admin' }), createUser()]);
  Object.assign(cookie, {
    admin: await sessionCookieFor(admin),
    captainA: await sessionCookieFor(a.captain),
    captainB: await sessionCookieFor(b.captain),
    subAccount: await sessionCookieFor(subAccount),
    ann: await sessionCookieFor(ann),
    bob: await sessionCookieFor(bob),
    cy: await sessionCookieFor(cy),
  });
});

const noneHeld = { keptCents: 0, unsettledCents: 0, unsettledOrderCount: 0 };
const zeroMethods = { cash: 0, check: 0, venmo: 0, zelle: 0, paypal: 0, card_reader: 0, other: 0 };

const expectedA = () => ({
  orderedCents: 9000,
  collectedCents: 5200,
  outstandingCents: 3800,
  byMethod: { ...zeroMethods, cash: 1000, check: 500, venmo: 2000, zelle: 1500, paypal: 200 },
  fundraisers: [
    { userId: ann.id, displayName: 'Ann Archer', orderedCents: 4500, collectedCents: 3500, outstandingCents: 1000 },
    { userId: bob.id, displayName: 'Bob Baker', orderedCents: 2500, collectedCents: 1500, outstandingCents: 1000 },
    { userId: dee.id, displayName: 'Dee Dunn', orderedCents: 800, collectedCents: 0, outstandingCents: 800 },
    { userId: cy.id, displayName: 'Cy Cole', orderedCents: 0, collectedCents: 0, outstandingCents: 0 },
    {
      userId: null,
      displayName: 'Campaign (no fundraiser)',
      orderedCents: 1200,
      collectedCents: 200,
      outstandingCents: 1000,
    },
  ],
  // Issue 26: Bob's cancelled order still holds its $40.00, and nobody has said whether it was refunded or kept.
  held: {
    keptCents: 0,
    unsettledCents: 4000,
    unsettledOrderCount: 1,
    unsettledOrders: [
      {
        orderId: bobCancelled.id,
        orderNumber: bobCancelled.orderNumber,
        customerName: 'Ada Lovelace',
        collectedCents: 4000,
      },
    ],
  },
});

const adminCampaign = (campaignId: unknown, who?: string) =>
  get(adminCampaignRoute, `/_api/admin/campaign/balances?campaignId=${campaignId}`, who);
const captainCampaign = (campaignId: unknown, who?: string) =>
  get(captainCampaignRoute, `/_api/captain/campaign/balances?campaignId=${campaignId}`, who);

describe('GET /_api/admin/campaign/balances', () => {
  it('answers ordered, collected and outstanding, by method and per fundraiser, to the cent', async () => {
    const { status, json } = await adminCampaign(campaignA.id, cookie.admin);
    expect(status).toBe(200);
    expect(json).toEqual(expectedA());
  });

  it('adds the fundraiser rows and the methods up to the campaign, which equals the leaderboard total', async () => {
    const { json } = await adminCampaign(campaignA.id, cookie.admin);
    const sum = (key: 'orderedCents' | 'collectedCents' | 'outstandingCents') =>
      (json.fundraisers as FundraiserBalance[]).reduce((total, row) => total + row[key], 0);
    expect([sum('orderedCents'), sum('collectedCents'), sum('outstandingCents')]).toEqual([9000, 5200, 3800]);
    expect(Object.values(json.byMethod as Record<string, number>).reduce((t, v) => t + v, 0)).toBe(5200);
    const board = await getCampaignLeaderboard({ slug: campaignA.slug! });
    expect(board!.totalRaisedCents).toBe(json.orderedCents);
  });

  it('shows a campaign without orders at zero, with no row for orders without a fundraiser', async () => {
    const { status, json } = await adminCampaign(emptyCampaign.id, cookie.admin);
    expect(status).toBe(200);
    expect(json).toMatchObject({ orderedCents: 0, collectedCents: 0, outstandingCents: 0, byMethod: zeroMethods });
    expect(json.fundraisers).toHaveLength(1);
    expect(json.fundraisers[0]).toMatchObject({ orderedCents: 0, collectedCents: 0, outstandingCents: 0 });
  });

  it('refuses guests (401) and every role but admin (403)', async () => {
    expect((await adminCampaign(campaignA.id)).status).toBe(401);
    expect((await adminCampaign(campaignA.id, cookie.subAccount)).status).toBe(403);
    expect((await adminCampaign(campaignA.id, cookie.captainA)).status).toBe(403);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', ''])('answers 400 to campaignId=%s', async (campaignId) => {
    const { status, json } = await adminCampaign(campaignId, cookie.admin);
    expect(status).toBe(400);
    expect(json.error).toBe('Campaign ID must be a positive integer.');
  });

  it('answers 400 without a campaignId and 404 for a campaign that does not exist', async () => {
    expect((await get(adminCampaignRoute, '/_api/admin/campaign/balances', cookie.admin)).status).toBe(400);
    const { status, json } = await adminCampaign(2_000_000_000, cookie.admin);
    expect(status).toBe(404);
    expect(json.error).toBe('Campaign not found.');
  });
});

describe('GET /_api/captain/campaign/balances', () => {
  it("answers the captain's own campaign exactly as the admin sees it", async () => {
    const { status, json } = await captainCampaign(campaignA.id, cookie.captainA);
    expect(status).toBe(200);
    expect(json).toEqual(expectedA());
    expect((await captainCampaign(campaignA.id, cookie.admin)).json).toEqual(expectedA());
  });

  it("answers 404 to a captain asking for another captain's campaign, as for one that does not exist", async () => {
    const other = await captainCampaign(campaignA.id, cookie.captainB);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ error: 'Campaign not found.' });
    expect(other.json).not.toHaveProperty('orderedCents');
    expect((await captainCampaign(2_000_000_000, cookie.captainA)).status).toBe(404);
  });

  it('refuses guests (401), fundraisers (403) and bad ids (400)', async () => {
    expect((await captainCampaign(campaignA.id)).status).toBe(401);
    expect((await captainCampaign(campaignA.id, cookie.ann)).status).toBe(403);
    expect((await captainCampaign('x', cookie.captainA)).status).toBe(400);
  });
});

describe('GET /_api/admin/balances', () => {
  it('answers the whole shop: every campaign, the shop’s own orders, and totals they add up to', async () => {
    const { status, json } = await get(overallRoute, '/_api/admin/balances', cookie.admin);
    expect(status).toBe(200);
    expect(json).toEqual({
      orderedCents: 12300,
      collectedCents: 7900,
      outstandingCents: 4400,
      byMethod: { cash: 1000, check: 500, venmo: 2000, zelle: 1500, paypal: 200, card_reader: 700, other: 2000 },
      held: { keptCents: 900, unsettledCents: 4000, unsettledOrderCount: 1 },
      campaigns: [
        {
          campaignId: campaignA.id,
          name: 'Band Boosters',
          orderedCents: 9000,
          collectedCents: 5200,
          outstandingCents: 3800,
          held: { keptCents: 0, unsettledCents: 4000, unsettledOrderCount: 1 },
        },
        {
          campaignId: emptyCampaign.id,
          name: 'Art Club',
          orderedCents: 0,
          collectedCents: 0,
          outstandingCents: 0,
          held: noneHeld,
        },
        {
          campaignId: campaignB.id,
          name: 'Choir Trip',
          orderedCents: 700,
          collectedCents: 700,
          outstandingCents: 0,
          held: { keptCents: 900, unsettledCents: 0, unsettledOrderCount: 0 },
        },
      ],
      shop: { orderedCents: 2600, collectedCents: 2000, outstandingCents: 600, held: noneHeld },
    });
  });

  it('refuses guests (401), fundraisers and captains (403)', async () => {
    expect((await get(overallRoute, '/_api/admin/balances')).status).toBe(401);
    expect((await get(overallRoute, '/_api/admin/balances', cookie.subAccount)).status).toBe(403);
    expect((await get(overallRoute, '/_api/admin/balances', cookie.captainA)).status).toBe(403);
  });
});

describe('GET /_api/fundraiser/unpaid-orders', () => {
  it("lists the caller's own orders that still owe money, newest first, with the buyer's contact", async () => {
    const { status, json } = await get(unpaidRoute, '/_api/fundraiser/unpaid-orders', cookie.ann);
    expect(status).toBe(200);
    expect(json.totals).toEqual({ orderCount: 2, totalCents: 2100, collectedCents: 500, outstandingCents: 1600 });
    expect(json.orders).toHaveLength(2);
    expect(json.orders[0]).toMatchObject({
      createdAt: day(6).toISOString(),
      campaignName: null,
      totalCents: 600,
      collectedCents: 0,
      outstandingCents: 600,
    });
    expect(json.orders[1]).toEqual({
      orderId: expect.any(Number),
      orderNumber: expect.stringMatching(/^SG-TEST-/),
      createdAt: day(3).toISOString(),
      campaignName: 'Band Boosters',
      customerName: 'Ada Lovelace',
      customerEmail: expect.stringMatching(/@example\.com$/),
      customerPhone: '502-555-0101',
      itemsSummary: '2 × House Blend, 1 × Decaf',
      totalCents: 1500,
      collectedCents: 500,
      outstandingCents: 1000,
    });
  });

  it('leaves out paid, cancelled and other people’s orders; an empty list when nothing is owed', async () => {
    const bobs = await get(unpaidRoute, '/_api/fundraiser/unpaid-orders', cookie.bob);
    expect(bobs.json.orders.map((o: { totalCents: number }) => o.totalCents)).toEqual([2500]);
    expect(bobs.json.totals).toEqual({ orderCount: 1, totalCents: 2500, collectedCents: 1500, outstandingCents: 1000 });
    const cys = await get(unpaidRoute, '/_api/fundraiser/unpaid-orders', cookie.cy);
    expect(cys.json).toEqual({
      orders: [],
      totals: { orderCount: 0, totalCents: 0, collectedCents: 0, outstandingCents: 0 },
    });
  });

  it('refuses guests (401)', async () => {
    const { status } = await get(unpaidRoute, '/_api/fundraiser/unpaid-orders');
    expect(status).toBe(401);
  });
});
