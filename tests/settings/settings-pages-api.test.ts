import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as detailsRoute } from '@/app/%5Fapi/fundraiser/details/route';
import { GET as getSettings, POST as saveSettings } from '@/app/%5Fapi/users/settings/route';
import { getDb } from '@/server/db';
import { findCampaignWayOn } from '@/server/db/queries/fundraiser-addresses';
import { campaignParticipants, campaigns, fundraiserPages, type User } from '@/server/db/schema';
import { updateFundraiserSettings } from '@/server/services/settings';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { findFundraiserPage, setFundraiserPage } from '../support/pages';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 27: GET/POST /_api/users/settings keep the spec's shape and act on one of the person's pages: the page of
 * the newest-started active campaign they take part in by default, or the page of `campaignId` (404 when they have
 * none there). Joining a campaign never moves a page; leaving one keeps it.
 */

const run = Date.now().toString(36);
let older: typeof campaigns.$inferSelect;
let newer: typeof campaigns.$inferSelect;
let elsewhere: typeof campaigns.$inferSelect;
let mia: User;
let cookie: string;

const body = (landingPageSlug: string, extra: object = {}) => ({
  isPublic: true,
  customMessage: null,
  description: null,
  goalAmount: null,
  landingPageSlug,
  ...extra,
});
const read = (query = '', asCookie: string | null = cookie) =>
  call(getSettings, { path: `/_api/users/settings${query}`, headers: asCookie ? { cookie: asCookie } : {} });
const save = (data: unknown, asCookie: string | null = cookie) =>
  call(saveSettings, {
    method: 'POST',
    path: '/_api/users/settings',
    body: data,
    headers: asCookie ? { cookie: asCookie } : {},
  });

beforeAll(async () => {
  const beans = await createProduct({ name: `Pages Settings Beans ${run}` });
  const day = 86_400_000;
  older = (await createCampaignWithFundraiser([beans.id], { startDate: new Date(Date.now() - 9 * day) })).campaign;
  newer = (await createCampaignWithFundraiser([beans.id], { startDate: new Date(Date.now() - 2 * day) })).campaign;
  elsewhere = (await createCampaignWithFundraiser([beans.id])).campaign;
  mia = await createUser({ displayName: 'Mia Pages', isPublic: true, landingPageSlug: `mia-${run}` });
  const db = await getDb();
  await db.insert(campaignParticipants).values({ campaignId: older.id, userId: mia.id });
  await db.insert(campaignParticipants).values({ campaignId: newer.id, userId: mia.id });
  await setFundraiserPage(mia.id, older.id, { goalAmountCents: 30_000 });
  cookie = await sessionCookieFor(mia);
});

describe('/_api/users/settings with a page per campaign', () => {
  it("answers the newest-started active campaign's page by default, another page by campaignId", async () => {
    const byDefault = await read();
    expect(byDefault.status).toBe(200);
    expect(byDefault.json.settings).toMatchObject({ isPublic: true, goalAmount: null });
    expect(byDefault.json.settings.landingPageSlug).toBe((await findFundraiserPage(mia.id, newer.id))!.slug);
    const first = await read(`?campaignId=${older.id}`);
    expect(first.json.settings).toMatchObject({ landingPageSlug: `mia-${run}`, goalAmount: 30_000 });
  });

  it('saves on the page of the named campaign only', async () => {
    const saved = await save(body(`mia-older-${run}`, { campaignId: older.id, goalAmount: 12_000 }));
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toEqual({
      isPublic: true,
      customMessage: null,
      description: null,
      goalAmount: 12_000,
      landingPageSlug: `mia-older-${run}`,
      onLeaderboard: true,
    });
    expect((await findFundraiserPage(mia.id, older.id))!.slug).toBe(`mia-older-${run}`);
    expect((await findFundraiserPage(mia.id, newer.id))!.goalAmountCents).toBeNull();
    // Without campaignId: the default page (the newer campaign's).
    expect((await save(body(`mia-newer-${run}`))).status).toBe(200);
    expect((await findFundraiserPage(mia.id, newer.id))!.slug).toBe(`mia-newer-${run}`);
    expect((await findFundraiserPage(mia.id, older.id))!.slug).toBe(`mia-older-${run}`);
  });

  it('answers 404 for a campaign the person has no page in, 400 for a malformed one, changing nothing', async () => {
    const before = await getDb().then((db) =>
      db.select().from(fundraiserPages).where(eq(fundraiserPages.userId, mia.id)),
    );
    expect((await read(`?campaignId=${elsewhere.id}`)).status).toBe(404);
    const refused = await save(body(`mia-elsewhere-${run}`, { campaignId: elsewhere.id }));
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ error: 'You have no fundraiser page in that campaign.' });
    expect((await read('?campaignId=abc')).status).toBe(400);
    expect((await save(body(`mia-zero-${run}`, { campaignId: 0 }))).status).toBe(400);
    const after = await getDb().then((db) =>
      db.select().from(fundraiserPages).where(eq(fundraiserPages.userId, mia.id)),
    );
    expect(after).toEqual(before);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await read('', null)).status).toBe(401);
    expect((await save(body(`anon-${run}`), null)).status).toBe(401);
  });

  it("makes a campaign-less page on a first save, which becomes the first joined campaign's page", async () => {
    const noah = await createUser({ displayName: 'Noah Pages' });
    const noahCookie = await sessionCookieFor(noah);
    expect((await read('', noahCookie)).json.settings).toMatchObject({ isPublic: false, landingPageSlug: null });
    expect((await save(body(`noah-${run}`), noahCookie)).status).toBe(200);
    const page = await findFundraiserPage(noah.id, null);
    expect(page).toMatchObject({ slug: `noah-${run}`, isPublic: true });
    const db = await getDb();
    await db.insert(campaignParticipants).values({ campaignId: older.id, userId: noah.id });
    expect(await findFundraiserPage(noah.id, null)).toBeUndefined();
    expect(await findFundraiserPage(noah.id, older.id)).toMatchObject({ id: page!.id, slug: `noah-${run}` });
  });

  it('makes one page when a first save and joining a campaign race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const racer = await createUser({ displayName: `Racer ${round}` });
      const racerCookie = await sessionCookieFor(racer);
      const db = await getDb();
      const [saved] = await Promise.all([
        save(body(`racer-${round}-${run}`), racerCookie),
        db.insert(campaignParticipants).values({ campaignId: older.id, userId: racer.id }),
      ]);
      expect(saved.status).toBe(200);
      const pages = await db.select().from(fundraiserPages).where(eq(fundraiserPages.userId, racer.id));
      expect(pages).toMatchObject([{ campaignId: older.id, slug: `racer-${round}-${run}` }]);
    }
  });

  it('keeps the two-parameter service call (other callers) on the default page', async () => {
    const saved = await updateFundraiserSettings(mia.id, {
      isPublic: true,
      customMessage: 'Two params',
      description: null,
      goalAmount: null,
      landingPageSlug: `mia-newer-${run}`,
    });
    expect(saved.customMessage).toBe('Two params');
    expect((await findFundraiserPage(mia.id, newer.id))!.customMessage).toBe('Two params');
  });
});

describe('leaving a campaign', () => {
  it('keeps the page, which then sells nothing and offers its campaign', async () => {
    const db = await getDb();
    const leaver = await createUser({ displayName: 'Lee Leaves', isPublic: true, landingPageSlug: `lee-${run}` });
    await db.insert(campaignParticipants).values({ campaignId: older.id, userId: leaver.id });
    const selling = (await call(detailsRoute, { path: `/x?fundraiserSlug=lee-${run}` })).json;
    expect(selling.campaign.id).toBe(older.id);
    expect(selling.products.length).toBeGreaterThan(0);

    await db
      .delete(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, older.id), eq(campaignParticipants.userId, leaver.id)));
    const page = await findFundraiserPage(leaver.id, older.id);
    expect(page).toMatchObject({ slug: `lee-${run}`, campaignId: older.id });
    const left = await call(detailsRoute, { path: `/x?fundraiserSlug=lee-${run}` });
    expect(left.status).toBe(200);
    expect(left.json).toMatchObject({ campaign: null, products: [] });
    expect(await findCampaignWayOn({ pageId: page!.id })).toEqual({ name: older.name, slug: older.slug });
    // No campaign-less page appeared.
    expect(
      await db
        .select()
        .from(fundraiserPages)
        .where(and(eq(fundraiserPages.userId, leaver.id), isNull(fundraiserPages.campaignId))),
    ).toEqual([]);
  });
});
