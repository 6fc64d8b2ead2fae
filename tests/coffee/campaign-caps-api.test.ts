import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as capStatusRoute, POST as setCapRoute } from '@/app/%5Fapi/admin/campaign/caps/route';
import { POST as createProductRoute } from '@/app/%5Fapi/admin/product/route';
import { GET as productCapsRoute } from '@/app/%5Fapi/admin/product/campaign-caps/route';
import { POST as updateProductRoute } from '@/app/%5Fapi/admin/product/update/route';
import { GET as shopCapsRoute } from '@/app/%5Fapi/admin/shop-caps/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { readCampaignBagsLeft } from '@/server/cache/public-reads';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { createOption, createProduct } from '../support/factories';
import { nextRoastDay } from '@/lib/coffee/roast-days';
import { shopToday } from '@/lib/dates';
import { products } from '@/server/db/schema';
import { call, fromAddress } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';

setupTestSmtpServer();

let adminCookie: string;
let fundraiserCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  fundraiserCookie = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
});

const tag = () => randomBytes(4).toString('hex');
const post = (handler: RouteHandler, path: string, body: unknown, cookie: string | null = adminCookie) =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
const get = (handler: RouteHandler, path: string, cookie: string | null = adminCookie) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });
const setCap = (body: unknown, cookie?: string | null) => post(setCapRoute, '/_api/admin/campaign/caps', body, cookie);
const capStatus = (campaignId: number | string, cookie?: string | null) =>
  get(capStatusRoute, `/_api/admin/campaign/caps?campaignId=${campaignId}`, cookie);

let buyers = 0;
function buy(body: Record<string, unknown>) {
  buyers += 1;
  return call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Cap',
      customerLastName: `Buyer${buyers}`,
      customerEmail: `cap-${tag()}@example.com`,
      ...body,
    },
    headers: fromAddress(`10.29.${Math.floor(buyers / 250) % 250}.${buyers % 250}`),
  });
}

describe('admin product roasting fields', () => {
  it('stores shrinkage in tenths of a percent and the shop cap per roast day; null clears the cap', async () => {
    const created = await post(createProductRoute, '/_api/admin/product', {
      name: `Roasting ${tag()}`,
      price: '18.00',
      cost: '7.00',
      shrinkagePercent: 12.5,
      shopRoastDayCap: { maxBags: 20, maxGrams: 9072 },
    });
    expect(created.status).toBe(201);
    expect(created.json.product).toMatchObject({
      shrinkagePercent: 12.5,
      shopRoastDayCap: { maxBags: 20, maxGrams: 9072 },
    });
    const id = created.json.product.id;
    const plain = await post(createProductRoute, '/_api/admin/product', { name: `Plain ${tag()}`, price: 9, cost: 3 });
    expect(plain.json.product).toMatchObject({ shrinkagePercent: 15, shopRoastDayCap: null });

    const update = (body: Record<string, unknown>) =>
      post(updateProductRoute, '/_api/admin/product/update', { id, ...body });
    const onlyGrams = await update({ shrinkagePercent: 0, shopRoastDayCap: { maxGrams: 4536 } });
    expect(onlyGrams.json.product).toMatchObject({
      shrinkagePercent: 0,
      shopRoastDayCap: { maxBags: null, maxGrams: 4536 },
    });
    const untouched = await update({ name: created.json.product.name });
    expect(untouched.json.product.shopRoastDayCap).toEqual({ maxBags: null, maxGrams: 4536 });
    expect((await update({ shopRoastDayCap: null })).json.product.shopRoastDayCap).toBeNull();
  });

  it('refuses bad shrinkage and caps with a 400 and its message, changing nothing', async () => {
    const coffee = await createProduct({ name: `Bad Roast ${tag()}` });
    const update = (body: Record<string, unknown>) =>
      post(updateProductRoute, '/_api/admin/product/update', { id: coffee.id, ...body });
    const shrinkage = 'Shrinkage must be a percentage from 0 to 50 with at most one decimal.';
    for (const bad of [50.1, -1, 12.55, '15', null])
      expect(await update({ shrinkagePercent: bad })).toMatchObject({ status: 400, json: { error: shrinkage } });
    expect(await update({ shopRoastDayCap: { maxBags: 0 } })).toMatchObject({
      status: 400,
      json: { error: 'The shop cap per roast day must be a whole number of bags from 1 to 100,000.' },
    });
    expect((await update({ shopRoastDayCap: { maxGrams: 1.5 } })).status).toBe(400);
    expect((await update({ shopRoastDayCap: { bags: 3 } })).status).toBe(400);
    expect((await update({ shopRoastDayCap: 5 })).status).toBe(400);
    const after = await update({});
    expect(after.json.product).toMatchObject({ shrinkagePercent: 15, shopRoastDayCap: null });
  });
});

describe('POST /_api/admin/campaign/caps', () => {
  it('is for admins only: 401 signed out, 403 for a captain, and nothing is saved', async () => {
    const coffee = await createProduct({ name: `Guarded ${tag()}` });
    const { campaign } = await createCampaignWithFundraiser([coffee.id]);
    const body = { campaignId: campaign.id, productId: coffee.id, maxBags: 5 };
    expect((await setCap(body, null)).status).toBe(401);
    expect((await setCap(body, fundraiserCookie)).status).toBe(403);
    expect((await capStatus(campaign.id, null)).status).toBe(401);
    expect((await capStatus(campaign.id, fundraiserCookie)).status).toBe(403);
    expect((await get(productCapsRoute, `/_api/admin/product/campaign-caps?productId=${coffee.id}`, null)).status).toBe(
      401,
    );
    expect(
      (await get(productCapsRoute, `/_api/admin/product/campaign-caps?productId=${coffee.id}`, fundraiserCookie))
        .status,
    ).toBe(403);
    expect((await capStatus(campaign.id)).json).toEqual({ caps: [] });
  });

  it('sets, changes and removes one cap, audited as Batch limits; the product lists its campaigns', async () => {
    const coffee = await createProduct({ name: `Lot ${tag()}` });
    const other = await createProduct({ name: `Other ${tag()}` });
    const { campaign } = await createCampaignWithFundraiser([coffee.id, other.id]);
    await setCap({ campaignId: campaign.id, productId: other.id, maxBags: 7 });

    const saved = await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: 3 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      message: 'Batch limit saved.',
      caps: [
        { productId: Math.min(coffee.id, other.id), maxBags: coffee.id < other.id ? 3 : 7, maxGrams: null },
        { productId: Math.max(coffee.id, other.id), maxBags: coffee.id < other.id ? 7 : 3, maxGrams: null },
      ],
    });
    const changed = await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: null, maxGrams: 4536 });
    expect(changed.json.caps).toContainEqual({ productId: coffee.id, maxBags: null, maxGrams: 4536 });

    const listed = await get(productCapsRoute, `/_api/admin/product/campaign-caps?productId=${coffee.id}`);
    expect(listed.json.campaigns).toEqual([
      { campaignId: campaign.id, campaignName: campaign.name, isActive: true, maxBags: null, maxGrams: 4536 },
    ]);

    const removed = await setCap({ campaignId: campaign.id, productId: coffee.id });
    expect(removed.json).toEqual({
      message: 'Batch limit removed.',
      caps: [{ productId: other.id, maxBags: 7, maxGrams: null }],
    });
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'campaign'), eq(auditEntries.entityId, campaign.id)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry!.action).toBe('campaign.updated');
    expect(entry!.changes).toEqual({
      caps: {
        from:
          coffee.id < other.id
            ? [`#${coffee.id}: 4536 g`, `#${other.id}: 7 bags`]
            : [`#${other.id}: 7 bags`, `#${coffee.id}: 4536 g`],
        to: [`#${other.id}: 7 bags`],
      },
    });
  });

  it('answers 400 for bad input and 404 for an unknown campaign or coffee', async () => {
    const coffee = await createProduct({ name: `Unknown ${tag()}` });
    const { campaign } = await createCampaignWithFundraiser([coffee.id]);
    expect(await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: 0 })).toMatchObject({
      status: 400,
      json: { error: 'maxBags must be a whole number of bags from 1 to 100,000.' },
    });
    expect((await setCap({ campaignId: 'x', productId: coffee.id, maxBags: 2 })).status).toBe(400);
    expect((await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: 2, extra: 1 })).status).toBe(400);
    expect((await setCap({ campaignId: 987654321, productId: coffee.id, maxBags: 2 })).status).toBe(404);
    expect((await setCap({ campaignId: campaign.id, productId: 987654321, maxBags: 2 })).status).toBe(404);
    expect((await capStatus('abc')).status).toBe(400);
    expect((await capStatus(987654321)).status).toBe(404);
  });
});

describe('cap status for staff and bags left for the public pages', () => {
  it('counts sold (not cancelled) bags and grams, what is left in the default size, and refused demand', async () => {
    const coffee = await createProduct({ name: `Status ${tag()}` });
    const twoPound = await createOption(coffee.id, { sizeGrams: 907, size: '2 lb' });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id]);
    // 10 bags or 3,400 g (ten 12 oz bags), whichever comes first.
    await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: 10, maxGrams: 3400 });
    expect(await readCampaignBagsLeft(campaign.id)).toEqual({ [coffee.id]: 10 });

    const base = { campaignId: campaign.id, subAccountId: fundraiser.id };
    const first = await buy({ ...base, items: [{ productId: coffee.id, quantity: 2, optionId: twoPound.id }] });
    expect(first.status).toBe(201);
    const second = await buy({ ...base, items: [{ productId: coffee.id, quantity: 1 }] });
    expect(second.status).toBe(201);
    // Sold 3 bags, 2 × 907 + 340 = 2,154 g: the gram limit leaves floor(1,246 / 340) = 3 bags of 12 oz.
    expect(await readCampaignBagsLeft(campaign.id)).toEqual({ [coffee.id]: 3 });
    const refused = await buy({ ...base, items: [{ productId: coffee.id, quantity: 2, optionId: twoPound.id }] });
    expect(refused.status).toBe(409);

    const status = await capStatus(campaign.id);
    expect(status.status).toBe(200);
    expect(status.json).toEqual({
      caps: [
        {
          productId: coffee.id,
          name: coffee.name,
          maxBags: 10,
          maxGrams: 3400,
          soldBags: 3,
          soldGrams: 2154,
          remainingBags: 3,
          refusedBags: 2,
          refusedGrams: 1814,
        },
      ],
    });

    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.orderNumber, first.json.orderNumber));
    expect((await capStatus(campaign.id)).json.caps[0]).toMatchObject({
      soldBags: 1,
      soldGrams: 340,
      remainingBags: 9,
    });
  });

  it('a campaign order takes a bag off the coffee’s count; the last ones make it sold out (0)', async () => {
    const coffee = await createProduct({ name: `Last Bags ${tag()}` });
    const free = await createProduct({ name: `Free ${tag()}` });
    const { campaign, fundraiser } = await createCampaignWithFundraiser([coffee.id, free.id]);
    await setCap({ campaignId: campaign.id, productId: coffee.id, maxBags: 3 });
    const base = { campaignId: campaign.id, subAccountId: fundraiser.id };
    expect((await buy({ ...base, items: [{ productId: coffee.id, quantity: 1 }] })).status).toBe(201);
    expect(await readCampaignBagsLeft(campaign.id)).toEqual({ [coffee.id]: 2 });
    expect((await buy({ ...base, items: [{ productId: coffee.id, quantity: 2 }] })).status).toBe(201);
    expect(await readCampaignBagsLeft(campaign.id)).toEqual({ [coffee.id]: 0 });
  });
});

describe('GET /_api/admin/shop-caps', () => {
  it('shows each shop cap per roast day with that day’s sold, left and refused figures; admins only', async () => {
    const coffee = await createProduct({ name: `Shop Day ${tag()}`, shopDayMaxBags: 4 });
    const roastDay = nextRoastDay(shopToday(), [2, 5]);
    expect((await buy({ items: [{ productId: coffee.id, quantity: 3 }] })).status).toBe(201);
    expect((await buy({ items: [{ productId: coffee.id, quantity: 2 }] })).status).toBe(409);

    const status = await get(shopCapsRoute, '/_api/admin/shop-caps');
    expect(status.status).toBe(200);
    expect(status.json.roastDate).toBe(roastDay);
    expect(status.json.caps.find((cap: { productId: number }) => cap.productId === coffee.id)).toEqual({
      productId: coffee.id,
      name: coffee.name,
      maxBags: 4,
      maxGrams: null,
      soldBags: 3,
      soldGrams: 1020,
      remainingBags: 1,
      refusedBags: 2,
      refusedGrams: 680,
    });
    const otherDay = await get(shopCapsRoute, '/_api/admin/shop-caps?roastDate=2020-01-07');
    expect(otherDay.json.caps.find((cap: { productId: number }) => cap.productId === coffee.id)).toMatchObject({
      soldBags: 0,
      remainingBags: 4,
      refusedBags: 0,
    });
    expect((await get(shopCapsRoute, '/_api/admin/shop-caps?roastDate=2020-02-30')).status).toBe(400);
    expect((await get(shopCapsRoute, '/_api/admin/shop-caps', null)).status).toBe(401);
    expect((await get(shopCapsRoute, '/_api/admin/shop-caps', fundraiserCookie)).status).toBe(403);
    const db = await getDb();
    await db.update(products).set({ shopDayMaxBags: null }).where(eq(products.id, coffee.id));
  });
});
