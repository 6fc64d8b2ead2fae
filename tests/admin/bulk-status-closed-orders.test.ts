import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminSheet } from '@/app/%5Fapi/admin/campaign/fulfilment/route';
import { POST as bulkRoute } from '@/app/%5Fapi/admin/orders/bulk-status/route';
import { getDb } from '@/server/db';
import { auditEntries, orders } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 26: "set order status" on all matching orders turned 4 handed-out (delivered) orders of 61 back into
 * processing, and the fulfilment sheet's "Handed out" went from 4 to 0. A bulk change now skips orders it would move
 * out of delivered or cancelled (counted in `skipped`) unless `includeClosed`, and `dryRun` says so first.
 */

let adminCookie: string;
beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const bulk = (body: unknown) =>
  call(bulkRoute, {
    method: 'POST',
    path: '/_api/admin/orders/bulk-status',
    body,
    headers: { cookie: adminCookie },
  });
const handedOut = async (campaignId: number) => {
  const sheet = await call(adminSheet, {
    path: `/_api/admin/campaign/fulfilment?campaignId=${campaignId}`,
    headers: { cookie: adminCookie },
  });
  expect(sheet.status).toBe(200);
  return sheet.json.totals.handedOut as number;
};

async function statusCounts(ids: number[]) {
  const db = await getDb();
  const rows = await db.select({ status: orders.orderStatus }).from(orders).where(inArray(orders.id, ids));
  const counts: Record<string, number> = {};
  for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A campaign with 61 orders: 55 pending, 4 handed out, 2 cancelled (nothing collected). */
async function closingCampaign() {
  const product = await createProduct();
  const { campaign } = await createCampaignWithFundraiser([product.id]);
  const ids: number[] = [];
  const add = async (orderStatus: 'pending' | 'delivered' | 'cancelled', n: number) => {
    for (let i = 0; i < n; i += 1) ids.push((await insertOrder({ campaignId: campaign.id, orderStatus })).id);
  };
  await add('pending', 55);
  await add('delivered', 4);
  await add('cancelled', 2);
  return { campaign, ids };
}

describe('bulk status never silently reopens handed-out or cancelled orders', () => {
  it('skips the 4 handed out of 61 matching: the sheet still counts 4 handed out', async () => {
    const { campaign, ids } = await closingCampaign();
    expect(await handedOut(campaign.id)).toBe(4);

    const preview = await bulk({ filter: { campaignId: campaign.id }, orderStatus: 'processing', dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      message: '55 orders would be updated; skipped: 4 handed out (delivered), 2 cancelled.',
      matched: 61,
      changed: 55,
      skipped: { delivered: 4, cancelled: 2, holdingMoney: 0 },
    });
    expect(await statusCounts(ids)).toEqual({ pending: 55, delivered: 4, cancelled: 2 });

    const response = await bulk({ filter: { campaignId: campaign.id }, orderStatus: 'processing' });
    expect(response.json).toEqual({
      ...preview.json,
      message: '55 orders updated; skipped: 4 handed out (delivered), 2 cancelled.',
    });
    expect(await statusCounts(ids)).toEqual({ processing: 55, delivered: 4, cancelled: 2 });
    expect(await handedOut(campaign.id)).toBe(4);
  });

  it('skips closed orders named by id too, and a dry run writes no audit entry', async () => {
    const open = await insertOrder({ orderStatus: 'pending' });
    const done = await insertOrder({ orderStatus: 'delivered' });
    const db = await getDb();
    const auditCount = async () =>
      (
        await db
          .select()
          .from(auditEntries)
          .where(inArray(auditEntries.entityId, [open.id, done.id]))
      ).length;

    const preview = await bulk({ orderIds: [open.id, done.id], orderStatus: 'shipped', dryRun: true });
    expect(preview.json.skipped).toEqual({ delivered: 1, cancelled: 0, holdingMoney: 0 });
    expect(await auditCount()).toBe(0);

    const response = await bulk({ orderIds: [open.id, done.id], orderStatus: 'shipped' });
    expect(response.json).toMatchObject({ matched: 2, changed: 1 });
    expect(await statusCounts([open.id, done.id])).toEqual({ shipped: 1, delivered: 1 });
  });

  it('includes them when asked (includeClosed), and a payment status alone never counts as reopening', async () => {
    const { campaign, ids } = await closingCampaign();
    const paid = await bulk({ filter: { campaignId: campaign.id, orderStatus: 'delivered' }, paymentStatus: 'paid' });
    expect(paid.json).toMatchObject({ changed: 4, skipped: { delivered: 0, cancelled: 0, holdingMoney: 0 } });

    const response = await bulk({
      filter: { campaignId: campaign.id },
      orderStatus: 'processing',
      includeClosed: true,
    });
    expect(response.json).toMatchObject({ matched: 61, changed: 61, skipped: { delivered: 0, cancelled: 0 } });
    expect(await statusCounts(ids)).toEqual({ processing: 61 });
    expect(await handedOut(campaign.id)).toBe(0);
  });

  it('refuses includeClosed and dryRun that are not booleans', async () => {
    const order = await insertOrder();
    const response = await bulk({ orderIds: [order.id], orderStatus: 'shipped', includeClosed: 'yes' });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe('includeClosed must be true or false.');
  });
});
