import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as adminPaper } from '@/app/%5Fapi/admin/paper-orders/route';
import { GET as captainBalances } from '@/app/%5Fapi/captain/campaign/balances/route';
import { POST as captainPaper } from '@/app/%5Fapi/captain/paper-orders/route';
import { getDb } from '@/server/db';
import { listPaperEnvelopes } from '@/server/db/queries/staff-entry';
import { guardians, mailOutbox, orderPayments, orders, paperEnvelopes } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

type Handler = typeof captainPaper;
const send = async (handler: Handler, body: unknown, cookie: string) =>
  call(handler, {
    method: 'POST',
    path: handler === adminPaper ? '/_api/admin/paper-orders' : '/_api/captain/paper-orders',
    body,
    headers: cookie ? { cookie } : {},
  });

async function setup() {
  const tag = randomBytes(3).toString('hex');
  const coffee = await createProduct({ name: `Paper Blend ${tag}`, priceCents: 1800 });
  const { campaign, fundraiser, captain } = await createCampaignWithFundraiser([coffee.id]);
  return { tag, coffee, campaign, fundraiser, captain, captainCookie: await sessionCookieFor(captain) };
}

const row = (coffeeId: number, overrides: Record<string, unknown> = {}) => ({
  customerFirstName: 'Grandma',
  customerLastName: `Rose ${randomBytes(2).toString('hex')}`,
  items: [{ productId: coffeeId, quantity: 2 }],
  paid: { amountCents: 3600, method: 'cash' },
  ...overrides,
});

describe('paper orders (issue 29)', () => {
  it('a captain types an envelope: orders credited to the seller with source paper, payments recorded, the envelope difference kept', async () => {
    const { coffee, campaign, fundraiser, captainCookie } = await setup();
    const rows = [
      row(coffee.id),
      row(coffee.id, { customerEmail: 'neighbour@example.com', paid: { amountCents: 1800, method: 'check' } }),
      row(coffee.id, { items: [{ productId: coffee.id, quantity: 1 }], giftCents: 2000, paid: null }),
    ];
    const body = {
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      envelope: { cashCents: 3500, checkCents: 1800 },
      orders: rows,
    };
    // A dry run checks and saves nothing.
    const preview = await send(captainPaper, { ...body, dryRun: true }, captainCookie);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      created: 0,
      skipped: 0,
      errors: [],
      envelopeDifferenceCents: -100,
      dryRun: true,
    });
    const db = await getDb();
    const none = await db.select().from(orders).where(eq(orders.subAccountId, fundraiser.id));
    expect(none).toHaveLength(0);

    const saved = await send(captainPaper, body, captainCookie);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      created: 3,
      skipped: 0,
      errors: [],
      envelopeDifferenceCents: -100,
      envelope: { cashCents: 3500, checkCents: 1800, rowsCashCents: 3600, rowsCheckCents: 1800, differenceCents: -100 },
    });
    const made = await db.select().from(orders).where(eq(orders.subAccountId, fundraiser.id)).orderBy(orders.id);
    expect(made.map((o) => [o.source, o.totalCents, o.collectedCents, o.giftCents, o.customerEmail])).toEqual([
      ['paper', 3600, 3600, 0, ''],
      ['paper', 3600, 1800, 0, 'neighbour@example.com'],
      ['paper', 3800, 0, 2000, ''],
    ]);
    const payments = await db
      .select()
      .from(orderPayments)
      .where(
        inArray(
          orderPayments.orderId,
          made.map((o) => o.id),
        ),
      );
    expect(payments.map((p) => [p.method, p.amountCents, p.collectedByUserId])).toEqual([
      ['cash', 3600, fundraiser.id],
      ['check', 1800, fundraiser.id],
    ]);
    const [envelope] = await db.select().from(paperEnvelopes).where(eq(paperEnvelopes.campaignId, campaign.id));
    expect(envelope).toMatchObject({ differenceCents: -100, subAccountId: fundraiser.id });
    // The screen's list shows it for the seller's own sellers only.
    const listed = await listPaperEnvelopes(db, { campaignId: campaign.id, sellerIds: [fundraiser.id] });
    expect(listed).toEqual([expect.objectContaining({ differenceCents: -100, orders: 3, cashCents: 3500 })]);
    const other = await createUser({ role: 'sub_account' });
    expect(await listPaperEnvelopes(db, { campaignId: campaign.id, sellerIds: [other.id] })).toEqual([]);

    // Only the buyer who gave an address is mailed; the shop is not told of its own team's entries.
    const mail = await db
      .select({ to: mailOutbox.recipient, kind: mailOutbox.kind, id: mailOutbox.messageId })
      .from(mailOutbox);
    const forThese = mail
      .filter((m) => made.some((o) => m.id.includes(o.orderNumber)))
      .map(({ to, kind }) => ({ to, kind }))
      .sort((a, b) => a.kind.localeCompare(b.kind));
    // …and their check gets its receipt (src/server/services/payment-receipts.ts).
    expect(forThese).toEqual([
      { to: 'neighbour@example.com', kind: 'order-confirmation' },
      { to: 'neighbour@example.com', kind: 'payment-receipt' },
    ]);

    // The seller's balance holds the three orders to the cent.
    const balances = await call(captainBalances, {
      path: `/_api/captain/campaign/balances?campaignId=${campaign.id}`,
      headers: { cookie: captainCookie },
    });
    const seller = balances.json.fundraisers.find((f: { userId: number }) => f.userId === fundraiser.id);
    expect(seller).toMatchObject({ orderedCents: 11000, collectedCents: 5400, outstandingCents: 5600 });
  });

  it('the same form typed twice is skipped as a likely duplicate unless the person says to save it', async () => {
    const { coffee, campaign, fundraiser, captainCookie } = await setup();
    const form = row(coffee.id);
    const body = { campaignId: campaign.id, subAccountId: fundraiser.id, orders: [form] };
    expect((await send(captainPaper, body, captainCookie)).json).toMatchObject({ created: 1, skipped: 0 });
    const again = await send(captainPaper, body, captainCookie);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: 0, skipped: 1, duplicates: [{ index: 0 }] });
    const sameName = { ...form, customerLastName: form.customerLastName.toUpperCase() };
    const confirmed = await send(
      captainPaper,
      { ...body, orders: [{ ...sameName, saveDuplicate: true }] },
      captainCookie,
    );
    expect(confirmed.json).toMatchObject({ created: 1, skipped: 0 });
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.subAccountId, fundraiser.id))).toHaveLength(2);
  });

  it('a refused row saves nothing of the envelope and says which row and why (422)', async () => {
    const { coffee, campaign, fundraiser, captainCookie } = await setup();
    const other = await createProduct({ name: `Not In Drive ${randomBytes(2).toString('hex')}`, priceCents: 1500 });
    const response = await send(
      captainPaper,
      {
        campaignId: campaign.id,
        subAccountId: fundraiser.id,
        envelope: { cashCents: 3600, checkCents: 0 },
        orders: [row(coffee.id), row(other.id), row(coffee.id, { paid: { amountCents: 9900, method: 'cash' } })],
      },
      captainCookie,
    );
    expect(response.status).toBe(422);
    expect(response.json.error).toBe('Nothing was saved: 2 orders need attention.');
    expect(response.json.created).toBe(0);
    expect(response.json.errors).toEqual([
      { index: 1, message: expect.stringContaining('not part of this campaign') },
      { index: 2, message: "$99.00 paid is more than this order's $36.00: check the amount or the bags." },
    ]);
    // Refused rows' money is not counted: the envelope shows it as a difference.
    expect(response.json.envelopeDifferenceCents).toBe(0);
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.subAccountId, fundraiser.id))).toHaveLength(0);
    expect(await db.select().from(paperEnvelopes).where(eq(paperEnvelopes.campaignId, campaign.id))).toHaveLength(0);
  });

  it('bad input is a 400 that names the field, and changes nothing', async () => {
    const { coffee, campaign, fundraiser, captainCookie } = await setup();
    for (const [body, message] of [
      [
        { campaignId: campaign.id, subAccountId: fundraiser.id, orders: [] },
        'orders must list at least one paper order.',
      ],
      [
        { campaignId: campaign.id, subAccountId: fundraiser.id, orders: [row(coffee.id, { items: [] })] },
        'Each order needs at least one bag or a gift.',
      ],
      [
        { campaignId: campaign.id, subAccountId: fundraiser.id, orders: [row(coffee.id, { giftCents: 250 })] },
        'whole-dollar',
      ],
      [
        {
          campaignId: campaign.id,
          subAccountId: fundraiser.id,
          orders: [row(coffee.id, { paid: { amountCents: 100, method: 'gold' } })],
        },
        'method must be one of',
      ],
    ] as const) {
      const response = await send(captainPaper, body, captainCookie);
      expect(response.status).toBe(400);
      expect(response.json.error).toContain(message);
    }
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.subAccountId, fundraiser.id))).toHaveLength(0);
  });

  it('the seller and their guardian may enter their own envelope; another captain, member or guardian gets 404', async () => {
    const { coffee, campaign, fundraiser } = await setup();
    const parent = await createUser({ role: 'sub_account' });
    const db = await getDb();
    await db.insert(guardians).values({ childUserId: fundraiser.id, guardianUserId: parent.id });
    const body = (lastName: string) => ({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      orders: [row(coffee.id, { customerLastName: lastName })],
    });
    expect((await send(captainPaper, body('Self'), await sessionCookieFor(fundraiser))).status).toBe(200);
    expect((await send(captainPaper, body('Family'), await sessionCookieFor(parent))).status).toBe(200);

    const strangers = [
      await createUser({ role: 'fundraiser_captain' }),
      await createUser({ role: 'sub_account' }),
      await createUser({ role: 'sub_account' }),
    ];
    for (const stranger of strangers) {
      const refused = await send(captainPaper, body('Stranger'), await sessionCookieFor(stranger));
      expect(refused.status).toBe(404);
      expect(refused.json.error).toBe('Fundraiser not found.');
    }
    expect((await send(captainPaper, body('Anonymous'), '')).status).toBe(401);
    // The admin path is staff's only.
    const captainOnAdmin = await send(adminPaper, body('Captain'), await sessionCookieFor(strangers[0]!));
    expect(captainOnAdmin.status).toBe(403);
    const admin = await createUser({ role: 'admin' });
    expect((await send(adminPaper, body('Staff'), await sessionCookieFor(admin))).status).toBe(200);

    const entered = await db
      .select({ last: orders.customerLastName, by: orders.enteredById })
      .from(orders)
      .where(and(eq(orders.subAccountId, fundraiser.id), eq(orders.source, 'paper')))
      .orderBy(orders.id);
    expect(entered).toEqual([
      { last: 'Self', by: fundraiser.id },
      { last: 'Family', by: parent.id },
      { last: 'Staff', by: admin.id },
    ]);
  });
});
