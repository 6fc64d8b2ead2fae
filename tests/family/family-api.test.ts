import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as family } from '@/app/%5Fapi/family/route';
import { POST as addChild } from '@/app/%5Fapi/family/children/route';
import { POST as childSettings } from '@/app/%5Fapi/family/children/settings/route';
import { POST as consent } from '@/app/%5Fapi/family/consent/route';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { getDb } from '@/server/db';
import { campaignParticipants, fundraiserPages, guardianConsents, guardians, invites, users } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/* Issue 27: a guardian's children (GET/POST /_api/family…), their page settings and the consent that publishes them. */

const run = Date.now().toString(36);
let cookie: string;
let otherCookie: string;
let campaign: Awaited<ReturnType<typeof createCampaignWithFundraiser>>;

const post = (handler: typeof addChild, body: unknown, as = cookie) =>
  call(handler, { method: 'POST', path: '/x', body, headers: { cookie: as } });
const list = async (as = cookie) => (await call(family, { path: '/x', headers: { cookie: as } })).json;

beforeAll(async () => {
  const beans = await createProduct({ name: `Family Beans ${run}` });
  campaign = await createCampaignWithFundraiser([beans.id], { slug: `family-${run}` });
  const parent = await createUser({ firstName: 'Pat', lastName: 'Rivera', displayName: 'Pat R.' });
  cookie = await sessionCookieFor(parent);
  const db = await getDb();
  await db.insert(campaignParticipants).values({ campaignId: campaign.campaign.id, userId: parent.id });
  otherCookie = await sessionCookieFor(await createUser());
});

describe('POST /_api/family/children', () => {
  it('adds a child without e-mail or password, named by first name and last initial, with the guardian', async () => {
    const created = await post(addChild, { firstName: 'Mia', lastName: 'Rivera' });
    expect(created.status).toBe(201);
    expect(created.json.child).toMatchObject({
      firstName: 'Mia',
      publicName: 'Mia R.',
      campaignId: null,
      consent: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, created.json.child.id));
    expect(row).toMatchObject({
      email: null,
      passwordHash: null,
      isChild: true,
      role: 'sub_account',
      lastName: 'Rivera',
    });
    expect((await list()).children.map((child: { id: number }) => child.id)).toContain(row!.id);
  });

  it('uses the public name when given and joins a campaign the family belongs to', async () => {
    const created = await post(addChild, {
      firstName: 'Noah',
      publicName: 'Captain Noah',
      campaignId: campaign.campaign.id,
    });
    expect(created.status).toBe(201);
    expect(created.json.child).toMatchObject({ publicName: 'Captain Noah', campaignId: campaign.campaign.id });
  });

  it('refuses a campaign the family does not belong to (404), adding nothing', async () => {
    const before = (await list(otherCookie)).children.length;
    const refused = await post(addChild, { firstName: 'Zed', campaignId: campaign.campaign.id }, otherCookie);
    expect(refused.status).toBe(404);
    expect((await list(otherCookie)).children).toHaveLength(before);
  });

  it('lets a family with an accepted family invitation add a child to that campaign', async () => {
    const invited = await createUser();
    const db = await getDb();
    await db.insert(invites).values({
      campaignId: campaign.campaign.id,
      inviteeName: 'Pat',
      inviteeEmail: invited.email,
      childFirstName: 'Ivy',
      tokenHash: `hash-${run}-ivy`,
      status: 'accepted',
      acceptedAt: new Date(),
      acceptedUserId: invited.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const created = await post(
      addChild,
      { firstName: 'Ivy', campaignId: campaign.campaign.id },
      await sessionCookieFor(invited),
    );
    expect(created.status).toBe(201);
  });

  it.each([
    [{}, 'First name is required.'],
    [{ firstName: '  ' }, 'First name is required.'],
    [{ firstName: 'Mia', campaignId: 0 }, 'Campaign ID must be a positive integer.'],
    [{ firstName: 'Mia', email: 'kid@example.com' }, undefined],
    [{ firstName: 'see evil.example' }, 'First name must not contain a web address, a domain or an e-mail address.'],
  ])('answers 400 for %j', async (body, message) => {
    const refused = await post(addChild, body);
    expect(refused.status).toBe(400);
    if (message) expect(refused.json.error).toContain(message);
  });

  it('answers 401 signed out', async () => {
    expect((await call(addChild, { method: 'POST', path: '/x', body: { firstName: 'A' } })).status).toBe(401);
    expect((await call(family, { path: '/x' })).status).toBe(401);
  });
});

describe('POST /_api/family/consent and /children/settings', () => {
  let childId: number;
  beforeAll(async () => {
    childId = (await post(addChild, { firstName: 'Lena', lastName: 'Rivera', campaignId: campaign.campaign.id })).json
      .child.id;
  });

  it('keeps the page private until consent, and the newest consent wins', async () => {
    const slug = `lena-${run}`;
    const saved = await post(childSettings, { childId, isPublic: true, landingPageSlug: slug, goalAmount: 5000 });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({ isPublic: true, landingPageSlug: slug, goalAmount: 5000 });
    const names = async () =>
      (await call(leaderboard, { path: `/x?campaignSlug=${campaign.campaign.slug}` })).json.leaderboard.map(
        (entry: { landingPageSlug: string }) => entry.landingPageSlug,
      );
    expect(await names()).not.toContain(slug);

    const first = await post(consent, { childId, publicPage: true, photo: false });
    expect(first.status).toBe(200);
    expect(first.json.consent).toMatchObject({ publicPage: true, photo: false, by: 'Pat Rivera' });
    expect(await names()).toContain(slug);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const withdrawn = await post(consent, { childId, publicPage: false, photo: false });
    expect(withdrawn.status).toBe(200);
    expect(await names()).not.toContain(slug);
    const child = (await list()).children.find((entry: { id: number }) => entry.id === childId);
    expect(child.consent).toMatchObject({
      publicPage: false,
      photo: false,
      by: 'Pat Rivera',
      at: withdrawn.json.consent.at,
    });
    const db = await getDb();
    expect(await db.select().from(guardianConsents).where(eq(guardianConsents.childUserId, childId))).toHaveLength(2);
  });

  it('leaves absent settings unchanged', async () => {
    const saved = await post(childSettings, { childId, description: 'Saving for a tournament.' });
    expect(saved.json.settings).toMatchObject({
      goalAmount: 5000,
      isPublic: true,
      description: 'Saving for a tournament.',
    });
  });

  it('refuses another family’s child with 404, changing nothing', async () => {
    expect((await post(consent, { childId, publicPage: true, photo: true }, otherCookie)).status).toBe(404);
    expect((await post(childSettings, { childId, goalAmount: 1 }, otherCookie)).status).toBe(404);
    const db = await getDb();
    const [row] = await db
      .select({ goal: fundraiserPages.goalAmountCents })
      .from(fundraiserPages)
      .where(eq(fundraiserPages.userId, childId));
    expect(row!.goal).toBe(5000);
    expect(await db.select().from(guardianConsents).where(eq(guardianConsents.childUserId, childId))).toHaveLength(2);
  });

  it('refuses an adult account id as a child (404)', async () => {
    const adult = await createUser();
    const db = await getDb();
    await db.insert(guardians).values({ childUserId: adult.id, guardianUserId: adult.id });
    expect(
      (await post(consent, { childId: adult.id, publicPage: true, photo: true }, await sessionCookieFor(adult))).status,
    ).toBe(404);
  });

  it.each([
    [{ childId: 'x', publicPage: true, photo: true }],
    [{ childId: 1, publicPage: 'yes', photo: true }],
    [{ childId: 1, publicPage: true }],
  ])('consent answers 400 for %j', async (body) => {
    expect((await post(consent, body)).status).toBe(400);
  });

  it('settings answer 400 for bad fields and for a photo the shop did not issue', async () => {
    expect((await post(childSettings, { childId, goalAmount: -5 })).status).toBe(400);
    expect((await post(childSettings, { childId, landingPageSlug: 'Not A Slug!' })).status).toBe(400);
    expect((await post(childSettings, { childId, avatarUrl: 'https://example.com/kid.png' })).status).toBe(400);
    const db = await getDb();
    const [row] = await db
      .select({ avatar: users.avatarUrl })
      .from(users)
      .where(and(eq(users.id, childId)));
    expect(row!.avatar).toBeNull();
  });

  it('answers 401 signed out', async () => {
    expect(
      (await call(consent, { method: 'POST', path: '/x', body: { childId, publicPage: true, photo: true } })).status,
    ).toBe(401);
  });
});
