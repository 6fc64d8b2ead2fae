import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as balancesRoute } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as detailsRoute } from '@/app/%5Fapi/admin/campaign/details/route';
import { POST as updateRoute } from '@/app/%5Fapi/admin/campaign/update/route';
import { GET as listRoute } from '@/app/%5Fapi/admin/campaigns/route';
import { POST as createRoute } from '@/app/%5Fapi/admin/createcampaign/route';
import { GET as leaderboardRoute } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as fundraiserRoute } from '@/app/%5Fapi/fundraiser/details/route';
import { describeChanges } from '@/components/admin/audit/audit-text';
import {
  TEAM_SHARE_BOTH,
  TEAM_SHARE_CENTS_INVALID,
  TEAM_SHARE_PERCENT_INVALID,
} from '@/lib/validation/admin-campaign-fields';
import { getDb } from '@/server/db';
import {
  auditEntries,
  campaignParticipants,
  campaigns,
  products,
  users,
  type Campaign,
  type User,
} from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

let adminCookie: string;
let campaign: Campaign;
let ava: User & { landingPageSlug?: string | null };
let ben: User & { landingPageSlug?: string | null };
let beans: Awaited<ReturnType<typeof createProduct>>;
let decaf: Awaited<ReturnType<typeof createProduct>>;

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
const post = (handler: RouteHandler, path: string, body: unknown, cookie: string | null = adminCookie) =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
const get = (handler: RouteHandler, path: string, cookie: string | null = adminCookie) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });
const create = (body: unknown, cookie?: string | null) => post(createRoute, '/_api/admin/createcampaign', body, cookie);
const update = (body: unknown, cookie?: string | null) =>
  post(updateRoute, '/_api/admin/campaign/update', body, cookie);
const board = () => get(leaderboardRoute, `/_api/campaign/leaderboard?campaignSlug=${campaign.slug}`, null);
const fundraiserPage = (slug: string) => get(fundraiserRoute, `/_api/fundraiser/details?fundraiserSlug=${slug}`, null);
const balances = () => get(balancesRoute, `/_api/admin/campaign/balances?campaignId=${campaign.id}`);

const newCampaign = () => ({
  name: 'Share Drive',
  slug: unique('share'),
  startDate: '2026-03-01',
  endDate: '2026-03-31',
});

async function shareColumns(id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ permille: campaigns.teamSharePermille, cents: campaigns.teamShareCentsPerBag })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row;
}

async function setShare(share: { teamSharePercent?: number | null; teamShareCentsPerBag?: number | null }) {
  const { status, json } = await update({ id: campaign.id, name: campaign.name, slug: campaign.slug, ...share });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.campaign;
}

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  beans = await createProduct({ name: 'Share Beans', priceCents: 1850 });
  decaf = await createProduct({ name: 'Share Decaf', priceCents: 1399 });
  const setup = await createCampaignWithFundraiser([beans.id, decaf.id], { slug: unique('team-share-drive') });
  campaign = setup.campaign;
  const db = await getDb();
  const [avaUser] = (await db
    .update(users)
    .set({ displayName: 'Ava Share' })
    .where(eq(users.id, setup.fundraiser.id))
    .returning()) as [User];
  const avaPage = await setFundraiserPage(avaUser.id, campaign.id, { isPublic: true, slug: unique('ava-share') });
  ava = { ...avaUser, landingPageSlug: avaPage.slug };
  ben = await createUser({ displayName: 'Ben Share', isPublic: true, landingPageSlug: unique('ben-share') });
  await db.insert(campaignParticipants).values({ campaignId: campaign.id, userId: ben.id });
  const line = (product: typeof beans, quantity: number) => ({
    productId: product.id,
    productName: product.name,
    unitPriceCents: product.priceCents,
    quantity,
  });
  // Ava: 3 beans + 1 decaf, and a cancelled order that counts nowhere; Ben: 2 decaf; one order with no fundraiser.
  await insertOrder({ campaignId: campaign.id, subAccountId: ava.id }, [line(beans, 3), line(decaf, 1)]);
  await insertOrder({ campaignId: campaign.id, subAccountId: ava.id, orderStatus: 'cancelled' }, [line(beans, 10)]);
  await insertOrder({ campaignId: campaign.id, subAccountId: ben.id }, [line(decaf, 2)]);
  await insertOrder({ campaignId: campaign.id, subAccountId: null }, [line(beans, 1)]);
});

describe('team share on the campaign calls: validation', () => {
  it('refuses both kinds at once with 400 and a clear message, changing nothing', async () => {
    const before = await shareColumns(campaign.id);
    const { status, json } = await update({
      id: campaign.id,
      name: campaign.name,
      slug: campaign.slug,
      teamSharePercent: 10,
      teamShareCentsPerBag: 100,
    });
    expect(status).toBe(400);
    expect(json.error).toBe(TEAM_SHARE_BOTH);
    expect(await shareColumns(campaign.id)).toEqual(before);
    const created = await create({ ...newCampaign(), teamSharePercent: 10, teamShareCentsPerBag: null });
    expect(created.status).toBe(400);
    expect(created.json.error).toBe(TEAM_SHARE_BOTH);
  });

  it.each([
    [{ teamSharePercent: 12.55 }, TEAM_SHARE_PERCENT_INVALID],
    [{ teamSharePercent: -1 }, TEAM_SHARE_PERCENT_INVALID],
    [{ teamSharePercent: 100.1 }, TEAM_SHARE_PERCENT_INVALID],
    [{ teamSharePercent: '20' }, TEAM_SHARE_PERCENT_INVALID],
    [{ teamShareCentsPerBag: -5 }, TEAM_SHARE_CENTS_INVALID],
    [{ teamShareCentsPerBag: 1.5 }, TEAM_SHARE_CENTS_INVALID],
    [{ teamShareCentsPerBag: '150' }, TEAM_SHARE_CENTS_INVALID],
  ])('refuses %j with 400 on create and update, changing nothing', async (share, message) => {
    const before = await shareColumns(campaign.id);
    const updated = await update({ id: campaign.id, name: campaign.name, slug: campaign.slug, ...share });
    expect(updated.status).toBe(400);
    expect(updated.json.error).toBe(message);
    expect(await shareColumns(campaign.id)).toEqual(before);
    const body = newCampaign();
    const created = await create({ ...body, ...share });
    expect(created.status).toBe(400);
    expect(created.json.error).toBe(message);
    const db = await getDb();
    expect(await db.select().from(campaigns).where(eq(campaigns.slug, body.slug))).toEqual([]);
  });

  it('creates with a percentage (one decimal) or an amount per bag, and lists the share in every answer', async () => {
    const byPercent = await create({ ...newCampaign(), teamSharePercent: 12.5 });
    expect(byPercent.status).toBe(201);
    expect(byPercent.json.campaign).toMatchObject({ teamSharePercent: 12.5, teamShareCentsPerBag: null });
    expect(await shareColumns(byPercent.json.campaign.id)).toEqual({ permille: 125, cents: null });
    const byBag = await create({ ...newCampaign(), teamShareCentsPerBag: 150 });
    expect(byBag.json.campaign).toMatchObject({ teamSharePercent: null, teamShareCentsPerBag: 150 });
    const plain = await create(newCampaign());
    expect(plain.json.campaign).toMatchObject({ teamSharePercent: null, teamShareCentsPerBag: null });

    const details = await get(detailsRoute, `/_api/admin/campaign/details?campaignId=${byPercent.json.campaign.id}`);
    expect(details.json.campaign).toEqual(byPercent.json.campaign);
    const list = await get(listRoute, '/_api/admin/campaigns?pageSize=100');
    expect(list.json.campaigns.find((c: { id: number }) => c.id === byBag.json.campaign.id)).toEqual(
      byBag.json.campaign,
    );
  });

  it('switches kinds, keeps the share when neither key is sent, and clears it with null', async () => {
    expect(await setShare({ teamSharePercent: 20 })).toMatchObject({
      teamSharePercent: 20,
      teamShareCentsPerBag: null,
    });
    expect(await setShare({ teamShareCentsPerBag: 200 })).toMatchObject({
      teamSharePercent: null,
      teamShareCentsPerBag: 200,
    });
    expect(await setShare({})).toMatchObject({ teamSharePercent: null, teamShareCentsPerBag: 200 });
    expect(await setShare({ teamSharePercent: null })).toMatchObject({
      teamSharePercent: null,
      teamShareCentsPerBag: null,
    });
    await setShare({ teamSharePercent: 0 });
    expect(await shareColumns(campaign.id)).toEqual({ permille: 0, cents: null });
    await setShare({ teamShareCentsPerBag: null });
    expect(await shareColumns(campaign.id)).toEqual({ permille: null, cents: null });
  });

  it('records each change in the audit trail like the other campaign fields', async () => {
    await setShare({ teamSharePercent: null });
    await setShare({ teamSharePercent: 7.5 });
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'campaign'), eq(auditEntries.entityId, campaign.id)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(entry!.action).toBe('campaign.updated');
    expect(entry!.changes).toEqual({ teamSharePermille: { from: null, to: 75 } });
    expect(describeChanges(entry!.action, entry!.changes)).toEqual(['Team share: — → 7.5%']);

    await setShare({ teamShareCentsPerBag: 125 });
    const [next] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'campaign'), eq(auditEntries.entityId, campaign.id)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    expect(describeChanges(next!.action, next!.changes)).toEqual([
      'Team share: 7.5% → —',
      'Team share per bag: — → $1.25',
    ]);
    // Saving the same share again changes nothing and records nothing.
    const count = (await db.select().from(auditEntries).where(eq(auditEntries.entityId, campaign.id))).length;
    await setShare({ teamShareCentsPerBag: 125 });
    expect((await db.select().from(auditEntries).where(eq(auditEntries.entityId, campaign.id))).length).toBe(count);
  });
});

describe('team share on the campaign calls: who may set it', () => {
  it('refuses guests (401) and captains and fundraisers (403), changing nothing', async () => {
    await setShare({ teamSharePercent: null });
    const captain = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const fundraiser = await sessionCookieFor(await createUser({ role: 'sub_account' }));
    const body = { id: campaign.id, name: campaign.name, slug: campaign.slug, teamSharePercent: 50 };
    expect((await update(body, null)).status).toBe(401);
    expect((await update(body, captain)).status).toBe(403);
    expect((await update(body, fundraiser)).status).toBe(403);
    const fresh = { ...newCampaign(), teamSharePercent: 50 };
    expect((await create(fresh, null)).status).toBe(401);
    expect((await create(fresh, captain)).status).toBe(403);
    expect((await create(fresh, fundraiser)).status).toBe(403);
    expect(await shareColumns(campaign.id)).toEqual({ permille: null, cents: null });
    const db = await getDb();
    expect(await db.select().from(campaigns).where(eq(campaigns.slug, fresh.slug))).toEqual([]);
    // The amount owed to the team is the admin's: a captain gets 403 from the admin balances call.
    expect((await get(balancesRoute, `/_api/admin/campaign/balances?campaignId=${campaign.id}`, captain)).status).toBe(
      403,
    );
  });
});

describe('team share on the public answers', () => {
  it('leaves the leaderboard, fundraiser details and admin balances as before without a share', async () => {
    await setShare({ teamSharePercent: null });
    const { json } = await board();
    expect(json).not.toHaveProperty('teamRaised');
    expect(json.campaign).not.toHaveProperty('teamSharePercent');
    for (const entry of json.leaderboard) expect(entry).not.toHaveProperty('teamRaised');
    const page = await fundraiserPage(ava.landingPageSlug!);
    expect(page.json).not.toHaveProperty('teamRaised');
    for (const product of page.json.products) expect(product).not.toHaveProperty('teamSharePerBag');
    expect((await balances()).json).not.toHaveProperty('teamOwedCents');
  });

  it('adds teamRaised at 20 %: per bag rounded half up on the captured price, times bags, cancelled orders left out', async () => {
    await setShare({ teamSharePercent: 20 });
    // One bag: beans 1850 × 20 % = 370; decaf 1399 × 20 % = 279.8 → 280.
    const page = await fundraiserPage(ava.landingPageSlug!);
    expect(page.status).toBe(200);
    expect(page.json.campaign).toMatchObject({ id: campaign.id, teamSharePercent: 20 });
    const perBag = Object.fromEntries(
      page.json.products.map((p: { id: number; teamSharePerBag: string }) => [p.id, p.teamSharePerBag]),
    );
    expect(perBag).toEqual({ [beans.id]: '3.70', [decaf.id]: '2.80' });
    // Ava: 3 × 3.70 + 1 × 2.80 = 13.90 (the cancelled 10 bags count nowhere).
    expect(page.json.teamRaised).toBe('13.90');
    expect((await fundraiserPage(ben.landingPageSlug!)).json.teamRaised).toBe('5.60');

    const { json } = await board();
    // Campaign: Ava 13.90 + Ben 5.60 + the order without a fundraiser 3.70.
    expect(json.teamRaised).toBe('23.20');
    expect(json.campaign.teamSharePercent).toBe(20);
    const entries = Object.fromEntries(
      json.leaderboard.map((e: { userId: number; teamRaised: string }) => [e.userId, e.teamRaised]),
    );
    expect(entries).toEqual({ [ava.id]: '13.90', [ben.id]: '5.60' });
    expect((await balances()).json.teamOwedCents).toBe(2320);
  });

  it('a fixed amount per bag is never more than the bag: 15.00 per bag gives the whole 13.99 decaf', async () => {
    await setShare({ teamShareCentsPerBag: 1500 });
    const page = await fundraiserPage(ava.landingPageSlug!);
    expect(page.json.campaign.teamShareCentsPerBag).toBe(1500);
    const perBag = Object.fromEntries(
      page.json.products.map((p: { id: number; teamSharePerBag: string }) => [p.id, p.teamSharePerBag]),
    );
    expect(perBag).toEqual({ [beans.id]: '15.00', [decaf.id]: '13.99' });
    expect(page.json.teamRaised).toBe('58.99');
    expect((await board()).json.teamRaised).toBe(String((3 * 1500 + 1399 + 2 * 1399 + 1500) / 100));
  });

  it('a share of 0 is set and shows 0.00; the price an order captured is what counts, not today’s', async () => {
    await setShare({ teamSharePercent: 0 });
    expect((await board()).json.teamRaised).toBe('0.00');
    await setShare({ teamSharePercent: 50 });
    const db = await getDb();
    await db.update(products).set({ priceCents: 9999 }).where(eq(products.id, beans.id));
    try {
      // Lines keep 18.50 and 13.99: Ava 3 × 9.25 + 7.00 (6.995 rounds up) = 34.75.
      expect((await fundraiserPage(ava.landingPageSlug!)).json.teamRaised).toBe('34.75');
    } finally {
      await db.update(products).set({ priceCents: beans.priceCents }).where(eq(products.id, beans.id));
    }
  });
});
