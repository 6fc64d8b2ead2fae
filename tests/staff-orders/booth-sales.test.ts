import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as updateCampaign } from '@/app/%5Fapi/admin/campaign/update/route';
import { GET as adminShift, POST as adminBooth } from '@/app/%5Fapi/admin/booth-sales/route';
import { GET as captainShift, POST as captainBooth } from '@/app/%5Fapi/captain/booth-sales/route';
import { GET as captainBalances } from '@/app/%5Fapi/captain/campaign/balances/route';
import { getDb } from '@/server/db';
import { campaignParticipants, orderItems, orderPayments, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const sell = (body: unknown, cookie: string, handler = captainBooth) =>
  call(handler, {
    method: 'POST',
    path: handler === adminBooth ? '/_api/admin/booth-sales' : '/_api/captain/booth-sales',
    body,
    headers: { cookie },
  });
const shift = (query: string, cookie: string, handler = captainShift) =>
  call(handler, {
    path: `${handler === adminShift ? '/_api/admin/booth-sales' : '/_api/captain/booth-sales'}?${query}`,
    headers: { cookie },
  });

/** A campaign selling one $18.50 coffee with three sellers: Ava, Ben and Cy. */
async function setup() {
  const tag = randomBytes(3).toString('hex');
  const coffee = await createProduct({ name: `Booth Blend ${tag}`, priceCents: 1850 });
  const { campaign, fundraiser: ava, captain } = await createCampaignWithFundraiser([coffee.id]);
  const db = await getDb();
  const ben = await createUser({ role: 'sub_account', parentUserId: captain.id, displayName: `Ben ${tag}` });
  const cy = await createUser({ role: 'sub_account', parentUserId: captain.id, displayName: `Cy ${tag}` });
  await db.insert(campaignParticipants).values([
    { campaignId: campaign.id, userId: ben.id },
    { campaignId: campaign.id, userId: cy.id },
  ]);
  return { coffee, campaign, captain, sellers: [ava, ben, cy], captainCookie: await sessionCookieFor(captain) };
}

const sale = (campaignId: number, coffeeId: number, overrides: Record<string, unknown> = {}) => ({
  campaignId,
  sellerIds: [],
  items: [{ productId: coffeeId, quantity: 2 }],
  giftCents: 1000,
  payment: { amountCents: 4700, method: 'cash' },
  handedOut: true,
  ...overrides,
});

async function campaignOrders(campaignId: number) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.campaignId, campaignId)).orderBy(orders.id);
}

describe('booth sales (issue 29)', () => {
  it('a sale of 2 bags at $18.50 and a $10 gift split across three sellers credits each the right cents', async () => {
    const { coffee, campaign, captain, sellers, captainCookie } = await setup();
    const ids = sellers.map((seller) => seller.id);
    const response = await sell(sale(campaign.id, coffee.id, { sellerIds: ids }), captainCookie);
    expect(response.status).toBe(201);
    expect(response.json.totalCents).toBe(4700);
    expect(response.json.boothSaleKey).toEqual(expect.any(String));
    expect(
      response.json.orders.map((o: Record<string, number>) => [
        o.subAccountId,
        o.totalCents,
        o.giftCents,
        o.collectedCents,
        o.bags,
      ]),
    ).toEqual([
      [ids[0], 1568, 334, 1568, 2],
      [ids[1], 1566, 333, 1566, 0],
      [ids[2], 1566, 333, 1566, 0],
    ]);

    const made = await campaignOrders(campaign.id);
    expect(made.map((o) => [o.subAccountId, o.source, o.paymentStatus, o.orderStatus, o.enteredById])).toEqual(
      ids.map((id) => [id, 'booth', 'paid', 'delivered', captain.id]),
    );
    expect(new Set(made.map((o) => o.boothSaleKey)).size).toBe(1);
    expect(made.reduce((sum, o) => sum + o.splitAdjustCents, 0)).toBe(0);
    // Each order's total is its lines, its gift and its adjustment.
    const db = await getDb();
    const lines = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          made.map((o) => o.id),
        ),
      );
    expect(lines.map((line) => [line.orderId, line.quantity, line.unitPriceCents])).toEqual([[made[0]!.id, 2, 1850]]);
    for (const o of made) {
      const goods = lines.filter((l) => l.orderId === o.id).reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
      expect(goods + o.giftCents + o.splitAdjustCents).toBe(o.totalCents);
    }
    const payments = await db
      .select()
      .from(orderPayments)
      .where(
        inArray(
          orderPayments.orderId,
          made.map((o) => o.id),
        ),
      )
      .orderBy(orderPayments.orderId);
    expect(payments.map((p) => [p.amountCents, p.method, p.collectedByUserId])).toEqual([
      [1568, 'cash', captain.id],
      [1566, 'cash', captain.id],
      [1566, 'cash', captain.id],
    ]);

    const balances = await call(captainBalances, {
      path: `/_api/captain/campaign/balances?campaignId=${campaign.id}`,
      headers: { cookie: captainCookie },
    });
    expect(balances.status).toBe(200);
    expect(balances.json).toMatchObject({ orderedCents: 4700, collectedCents: 4700, outstandingCents: 0 });
    expect(balances.json.byMethod.cash).toBe(4700);
    const credit = (id: number) => balances.json.fundraisers.find((f: { userId: number }) => f.userId === id);
    expect(ids.map(credit)).toEqual([
      expect.objectContaining({ orderedCents: 1568, collectedCents: 1568, outstandingCents: 0 }),
      expect.objectContaining({ orderedCents: 1566, collectedCents: 1566, outstandingCents: 0 }),
      expect.objectContaining({ orderedCents: 1566, collectedCents: 1566, outstandingCents: 0 }),
    ]);
  });

  it("the team's sale has no seller; not handed out, it stays pending with the part paid recorded", async () => {
    const { coffee, campaign, captainCookie } = await setup();
    const response = await sell(
      sale(campaign.id, coffee.id, { payment: { amountCents: 2000, method: 'venmo' }, handedOut: false }),
      captainCookie,
    );
    expect(response.status).toBe(201);
    expect(response.json.boothSaleKey).toBeNull();
    expect(response.json.orders).toEqual([
      expect.objectContaining({
        subAccountId: null,
        sellerName: null,
        totalCents: 4700,
        collectedCents: 2000,
        bags: 2,
      }),
    ]);
    const [made] = await campaignOrders(campaign.id);
    expect(made).toMatchObject({
      subAccountId: null,
      orderStatus: 'pending',
      collectedCents: 2000,
      splitAdjustCents: 0,
    });
    expect(made!.paymentStatus).not.toBe('paid');
  });

  it("a shift's total: sales grouped, bags, money by method and per seller; since filters; cancelled sales left out", async () => {
    const { coffee, campaign, sellers, captainCookie } = await setup();
    const ids = sellers.map((seller) => seller.id);
    expect((await sell(sale(campaign.id, coffee.id, { sellerIds: ids }), captainCookie)).status).toBe(201);
    const team = sale(campaign.id, coffee.id, {
      items: [{ productId: coffee.id, quantity: 1 }],
      giftCents: null,
      payment: { amountCents: 1850, method: 'check' },
      handedOut: false,
    });
    expect((await sell(team, captainCookie)).status).toBe(201);
    const toCancel = await sell(sale(campaign.id, coffee.id, { sellerIds: [ids[1]] }), captainCookie);
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, toCancel.json.orders[0].orderId));

    const answer = await shift(`campaignId=${campaign.id}`, captainCookie);
    expect(answer.status).toBe(200);
    expect(answer.json.totals).toMatchObject({
      salesCount: 2,
      bags: 3,
      totalCents: 6550,
      collectedCents: 6550,
      byMethod: { cash: 4700, check: 1850, venmo: 0 },
      perSeller: [
        { subAccountId: null, sellerName: null, totalCents: 1850 },
        { subAccountId: ids[0], sellerName: sellers[0]!.displayName, totalCents: 1568 },
        { subAccountId: ids[1], totalCents: 1566 },
        { subAccountId: ids[2], totalCents: 1566 },
      ],
    });
    const [newest, split] = answer.json.sales;
    expect(newest).toMatchObject({ bags: 1, totalCents: 1850, methods: ['check'], handedOut: false });
    expect(split).toMatchObject({ bags: 2, totalCents: 4700, giftCents: 1000, methods: ['cash'], handedOut: true });
    expect(split.shares.map((s: { totalCents: number }) => s.totalCents)).toEqual([1568, 1566, 1566]);
    expect(split.orderNumbers).toHaveLength(3);

    const later = await shift(
      `campaignId=${campaign.id}&since=${new Date(Date.now() + 60_000).toISOString()}`,
      captainCookie,
    );
    expect(later.json.totals).toMatchObject({ salesCount: 0, totalCents: 0, perSeller: [] });
    expect((await shift(`campaignId=${campaign.id}&since=yesterday`, captainCookie)).status).toBe(400);
    const staff = await shift(`campaignId=${campaign.id}&since=2000-01-01`, adminCookie, adminShift);
    expect(staff.json.totals.totalCents).toBe(6550);
  });

  it('the same sale sent again with its Idempotency-Key is recorded once; another sale under that key is 422', async () => {
    const { coffee, campaign, sellers, captainCookie } = await setup();
    const body = sale(campaign.id, coffee.id, { sellerIds: sellers.map((seller) => seller.id) });
    const send = (payload: unknown) =>
      call(captainBooth, {
        method: 'POST',
        path: '/_api/captain/booth-sales',
        body: payload,
        headers: { cookie: captainCookie, 'Idempotency-Key': `booth-${campaign.id}-retry` },
      });
    const first = await send(body);
    expect(first.status).toBe(201);
    const again = await send(body);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await campaignOrders(campaign.id)).toHaveLength(3);
    const other = await send({ ...body, giftCents: 2000, payment: { amountCents: 5700, method: 'cash' } });
    expect(other.status).toBe(422);
    expect(await campaignOrders(campaign.id)).toHaveLength(3);
  });

  it('refusals change nothing: a seller outside the campaign 400, more paid than the total 400, sold out 409', async () => {
    const { coffee, campaign, sellers, captainCookie } = await setup();
    const outsider = await createUser({ role: 'sub_account' });
    const outside = await sell(
      sale(campaign.id, coffee.id, { sellerIds: [sellers[0]!.id, outsider.id] }),
      captainCookie,
    );
    expect(outside.status).toBe(400);
    expect(outside.json.error).toBe('Every seller on the shift must take part in this campaign.');

    const tooMuch = await sell(
      sale(campaign.id, coffee.id, { payment: { amountCents: 4701, method: 'cash' } }),
      captainCookie,
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error).toContain('more than the sale');

    const capped = await call(updateCampaign, {
      method: 'POST',
      path: '/_api/admin/campaign/update',
      body: { id: campaign.id, name: campaign.name, slug: campaign.slug, caps: [{ productId: coffee.id, maxBags: 1 }] },
      headers: { cookie: adminCookie },
    });
    expect(capped.status).toBe(200);
    const soldOut = await sell(sale(campaign.id, coffee.id, { sellerIds: [sellers[0]!.id] }), captainCookie);
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.error).toBe(`${coffee.name} is sold out for ${campaign.name}.`);

    expect(await campaignOrders(campaign.id)).toHaveLength(0);
    const db = await getDb();
    const anyPayment = await db
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orders.campaignId, campaign.id));
    expect(anyPayment).toHaveLength(0);
  });

  it('another captain gets 404 for the sale and the shift, a seller 403, staff use the admin path', async () => {
    const { coffee, campaign, sellers } = await setup();
    const body = sale(campaign.id, coffee.id);
    const stranger = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const refused = await sell(body, stranger);
    expect(refused.status).toBe(404);
    expect(refused.json.error).toBe('Campaign not found.');
    expect((await shift(`campaignId=${campaign.id}`, stranger)).status).toBe(404);

    const seller = await sessionCookieFor(sellers[0]!);
    expect((await sell(body, seller)).status).toBe(403);
    expect((await shift(`campaignId=${campaign.id}`, seller)).status).toBe(403);
    expect((await sell(body, stranger, adminBooth)).status).toBe(403);
    expect((await shift(`campaignId=${campaign.id}`, stranger, adminShift)).status).toBe(403);
    expect(await campaignOrders(campaign.id)).toHaveLength(0);

    expect((await sell(body, adminCookie, adminBooth)).status).toBe(201);
    expect(await campaignOrders(campaign.id)).toHaveLength(1);
  });
});
