import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getRoasting, POST as saveRoasting } from '@/app/%5Fapi/admin/shop/roasting/route';
import { GET as lookup } from '@/app/%5Fapi/orders/lookup/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { formatRoastDay } from '@/lib/coffee/roast-words';
import { shopToday } from '@/lib/dates';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

const mailServer = setupTestSmtpServer();

const PATH = '/_api/admin/shop/roasting';
let adminCookie: string;
let captainCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  captainCookie = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
});

const save = (body: unknown, cookie: string | null = adminCookie) =>
  call(saveRoasting, { method: 'POST', path: PATH, body, headers: cookie ? { cookie } : {} });

let buyers = 0;
function buy(body: Record<string, unknown>) {
  buyers += 1;
  return call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Roast',
      customerLastName: `Buyer${buyers}`,
      customerEmail: `roast-${buyers}-${randomBytes(3).toString('hex')}@example.com`,
      ...body,
    },
    headers: fromAddress(`10.29.0.${buyers}`),
  });
}

const keyOf = (orderUrl: string) => new URL(orderUrl).searchParams.get('key')!;
const lookUp = (orderNumber: string, orderUrl: string) =>
  call(lookup, { path: `/_api/orders/lookup?${new URLSearchParams({ orderNumber, key: keyOf(orderUrl) })}` });

describe('GET and POST /_api/admin/shop/roasting', () => {
  it('refuses a visitor (401) and a captain (403), reading and writing alike', async () => {
    expect((await call(getRoasting, { path: PATH })).status).toBe(401);
    expect((await call(getRoasting, { path: PATH, headers: { cookie: captainCookie } })).status).toBe(403);
    expect((await save({ roastWeekdays: [1] }, null)).status).toBe(401);
    expect((await save({ roastWeekdays: [1] }, captainCookie)).status).toBe(403);
    const read = await call(getRoasting, { path: PATH, headers: { cookie: adminCookie } });
    expect(read.json.roastWeekdays).toEqual([2, 5]);
  });

  it('refuses lists that are not 1 to 7 distinct weekdays 0–6 with a 400, and changes nothing', async () => {
    const invalid = 'roastWeekdays must be a list of 1 to 7 weekdays, 0 (Sunday) to 6 (Saturday).';
    for (const roastWeekdays of [[], [7], [-1], [1.5], ['2'], [0, 1, 2, 3, 4, 5, 6, 0], null])
      expect(await save({ roastWeekdays })).toMatchObject({ status: 400 });
    expect((await save({ roastWeekdays: [] })).json).toEqual({ error: invalid });
    expect((await save({ roastWeekdays: [8] })).json).toEqual({ error: invalid });
    expect((await save({ roastWeekdays: [3, 3] })).json).toEqual({
      error: 'Each roasting day can be listed only once.',
    });
    expect((await save({})).status).toBe(400);
    expect((await save({ roastWeekdays: [1], extra: true })).status).toBe(400);
    const read = await call(getRoasting, { path: PATH, headers: { cookie: adminCookie } });
    expect(read.json).toEqual({ roastWeekdays: [2, 5], nextRoastDay: nextRoastDay(shopToday(), [2, 5]) });
  });

  it('saves the days in week order, audits the change, and a shop order placed afterwards takes the new day', async () => {
    const saved = await save({ roastWeekdays: [4, 1] });
    expect(saved.status).toBe(200);
    const expected = nextRoastDay(shopToday(), [1, 4]);
    expect(saved.json).toEqual({
      message: `Roasting days saved: Monday, Thursday. Next shop roast: ${formatRoastDay(expected)}.`,
      roastWeekdays: [1, 4],
      nextRoastDay: expected,
    });
    const read = await call(getRoasting, { path: PATH, headers: { cookie: adminCookie } });
    expect(read.json).toEqual({ roastWeekdays: [1, 4], nextRoastDay: expected });

    const db = await getDb();
    const audit = await db.select().from(auditEntries).where(eq(auditEntries.action, 'shop.roasting_updated'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entityType: 'shop',
      entityId: 1,
      changes: { roastWeekdays: { from: ['Tuesday', 'Friday'], to: ['Monday', 'Thursday'] } },
    });
    // Saving the same days again records nothing.
    expect((await save({ roastWeekdays: [1, 4] })).status).toBe(200);
    expect(await db.select().from(auditEntries).where(eq(auditEntries.action, 'shop.roasting_updated'))).toHaveLength(
      1,
    );

    const coffee = await createProduct({ name: `Shop Roast ${randomBytes(3).toString('hex')}`, priceCents: 1500 });
    const placed = await buy({ items: [{ productId: coffee.id, quantity: 1 }] });
    expect(placed.status).toBe(201);
    expect(placed.json.roastDate).toBe(expected);
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, placed.json.orderNumber));
    expect(row!.roastDate).toBe(expected);

    // Back to the default for the tests below.
    expect((await save({ roastWeekdays: [2, 5] })).status).toBe(200);
  });
});

describe('the roast day in the order answer, the lookup and the confirmation e-mail', () => {
  it('a campaign order carries its campaign’s roast day; the e-mail says when it is roasted', async () => {
    const coffee = await createProduct({ name: `Campaign Roast ${randomBytes(3).toString('hex')}`, priceCents: 1800 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id], { roastDate: '2099-12-04' });
    const placed = await buy({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: coffee.id, quantity: 2 }],
    });
    expect(placed.status).toBe(201);
    expect(placed.json.roastDate).toBe('2099-12-04');

    const found = await lookUp(placed.json.orderNumber, placed.json.orderUrl);
    expect(found.status).toBe(200);
    expect(found.json.order.roastDate).toBe('2099-12-04');

    const email = await getOrderEmail(placed.json.orderNumber);
    const mail = await mailServer().waitForMessage(
      (message) => message.to.includes(email) && (message.subject ?? '').includes(placed.json.orderNumber),
    );
    expect(mail.text).toContain('Your coffee will be roasted on Fri, Dec 4.');
    expect(mail.html).toContain('Your coffee will be roasted on Fri, Dec 4.');
  });

  it('a campaign without a roast day gives null and the e-mail says nothing of roasting', async () => {
    const coffee = await createProduct({ name: `No Roast ${randomBytes(3).toString('hex')}`, priceCents: 1800 });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id]);
    const placed = await buy({
      campaignId: campaign.id,
      subAccountId: fundraiser.id,
      items: [{ productId: coffee.id, quantity: 1 }],
    });
    expect(placed.json.roastDate).toBeNull();
    expect((await lookUp(placed.json.orderNumber, placed.json.orderUrl)).json.order.roastDate).toBeNull();
    const email = await getOrderEmail(placed.json.orderNumber);
    const mail = await mailServer().waitForMessage(
      (message) => message.to.includes(email) && (message.subject ?? '').includes(placed.json.orderNumber),
    );
    expect(mail.text).not.toContain('roasted');
  });
});

async function getOrderEmail(orderNumber: string) {
  const db = await getDb();
  const [row] = await db
    .select({ email: orders.customerEmail })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row!.email;
}
