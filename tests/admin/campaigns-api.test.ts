import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as participantsGet, POST as participantsAdd } from '@/app/%5Fapi/admin/campaign/participants/route';
import { POST as participantsRemove } from '@/app/%5Fapi/admin/campaign/participants/remove/route';
import { GET as detailsRoute } from '@/app/%5Fapi/admin/campaign/details/route';
import { POST as productsRoute } from '@/app/%5Fapi/admin/campaign/products/route';
import { POST as updateRoute } from '@/app/%5Fapi/admin/campaign/update/route';
import { GET as listRoute } from '@/app/%5Fapi/admin/campaigns/route';
import { POST as createRoute } from '@/app/%5Fapi/admin/createcampaign/route';
import { getDb } from '@/server/db';
import { auditEntries, campaignProducts, campaigns } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { createProduct } from '../support/factories';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';

let adminCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
});

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
const post = (handler: RouteHandler, path: string, body: unknown, cookie = adminCookie) =>
  call(handler, { method: 'POST', path, body, headers: { cookie } });
const get = (handler: RouteHandler, path: string, cookie = adminCookie) => call(handler, { path, headers: { cookie } });
const create = (body: unknown) => post(createRoute, '/_api/admin/createcampaign', body);
const update = (body: unknown) => post(updateRoute, '/_api/admin/campaign/update', body);
const setProducts = (body: unknown) => post(productsRoute, '/_api/admin/campaign/products', body);
const details = (campaignId?: number) =>
  get(detailsRoute, `/_api/admin/campaign/details${campaignId ? `?campaignId=${campaignId}` : ''}`);
const participants = (campaignId: number, query: Record<string, string> = {}) =>
  get(
    participantsGet,
    `/_api/admin/campaign/participants?${new URLSearchParams({ campaignId: String(campaignId), ...query })}`,
  );
const addParticipant = (body: unknown) => post(participantsAdd, '/_api/admin/campaign/participants', body);
const removeParticipant = (body: unknown) => post(participantsRemove, '/_api/admin/campaign/participants/remove', body);

const valid = () => ({
  name: 'Spring Coffee Drive',
  slug: unique('spring-drive'),
  startDate: '2026-03-01',
  endDate: '2026-03-31',
});

async function productLinks(campaignId: number) {
  const db = await getDb();
  const rows = await db.select().from(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  return rows.map((row) => row.productId).sort((a, b) => a - b);
}

describe('POST /_api/admin/createcampaign', () => {
  it('creates an inactive campaign by default and answers 201 with it in the list shape', async () => {
    const body = { ...valid(), description: 'Cups for the band.', goalAmount: 250000 };
    const { status, json } = await create(body);
    expect(status).toBe(201);
    expect(json.campaign).toMatchObject({
      name: 'Spring Coffee Drive',
      slug: body.slug,
      description: 'Cups for the band.',
      isActive: false,
      captainId: null,
      captainDisplayName: null,
      participantCount: 0,
      goalAmount: 250000,
    });
    // Calendar dates are midnight in the shop's time zone (America/New_York, EST in March before the 8th).
    expect(json.campaign.startDate).toBe('2026-03-01T05:00:00.000Z');
    expect(json.campaign.endDate).toBe('2026-03-31T04:00:00.000Z');

    const list = await get(listRoute, '/_api/admin/campaigns');
    expect(list.status).toBe(200);
    expect(list.json.campaigns.find((c: { id: number }) => c.id === json.campaign.id)).toEqual(json.campaign);
  });

  it('honours isActive, leaves the slug unset when it is blank, and accepts ISO date-times', async () => {
    const { status, json } = await create({
      ...valid(),
      slug: '',
      isActive: true,
      startDate: '2026-05-01T12:00:00Z',
      endDate: '2026-05-02T12:00:00.000Z',
    });
    expect(status).toBe(201);
    expect(json.campaign).toMatchObject({
      slug: null,
      isActive: true,
      startDate: '2026-05-01T12:00:00.000Z',
      goalAmount: null,
    });
  });

  it.each([
    [{ name: undefined }, 'Campaign name is required.'],
    [{ name: '   ' }, 'Campaign name is required.'],
    [{ startDate: undefined }, 'Start date is required.'],
    [{ startDate: '' }, 'Start date is required.'],
    [{ startDate: '2026-02-30' }, 'Invalid start date.'],
    [{ startDate: 'next tuesday' }, 'Invalid start date.'],
    [{ endDate: undefined }, 'End date is required.'],
    [{ endDate: '2026-13-01' }, 'Invalid end date.'],
    [{ endDate: '2026-02-28' }, 'End date must be after start date.'],
    [{ endDate: '2026-03-01' }, 'End date must be after start date.'],
    [{ slug: 'Bad Slug!' }, 'Slug can only contain lowercase letters, numbers, and hyphens.'],
    [{ slug: 'UPPER' }, 'Slug can only contain lowercase letters, numbers, and hyphens.'],
    [{ captainId: 0 }, 'Captain ID must be a positive integer.'],
    [{ captainId: 1.5 }, 'Captain ID must be a positive integer.'],
    [{ goalAmount: -1 }, 'Goal amount must be a whole number of cents, 0 or more.'],
    [{ goalAmount: 10.5 }, 'Goal amount must be a whole number of cents, 0 or more.'],
    [{ extra: 1 }, 'Unknown field: extra.'],
  ])('refuses %o with %s', async (change, message) => {
    const { status, json } = await create({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('answers 409 when the slug is taken', async () => {
    const body = valid();
    expect((await create(body)).status).toBe(201);
    const { status, json } = await create({ ...body, name: 'Copycat' });
    expect(status).toBe(409);
    expect(json).toEqual({ error: 'This URL slug is already in use.' });
  });

  it('refuses a captain who is not a fundraiser captain or is busy in another active campaign', async () => {
    const fundraiser = await createUser({ role: 'sub_account' });
    expect((await create({ ...valid(), captainId: fundraiser.id })).json).toEqual({
      error: 'The selected captain must be a fundraiser captain.',
    });
    const { captain } = await createCampaignWithFundraiser([]);
    const busy = await create({ ...valid(), captainId: captain.id });
    expect(busy.status).toBe(409);
    expect(busy.json).toEqual({ error: 'This captain already manages or participates in another active campaign.' });
    const free = await createUser({ role: 'fundraiser_captain', displayName: 'Free Captain' });
    const ok = await create({ ...valid(), captainId: free.id });
    expect(ok.status).toBe(201);
    expect(ok.json.campaign).toMatchObject({ captainId: free.id, captainDisplayName: 'Free Captain' });
  });
});

describe('POST /_api/admin/campaign/update', () => {
  it('updates the given fields and keeps the others', async () => {
    const created = (await create({ ...valid(), description: 'Old', goalAmount: 1000 })).json.campaign;
    const slug = unique('renamed');
    const { status, json } = await update({
      id: created.id,
      name: 'Renamed Drive',
      slug,
      isActive: true,
      goalAmount: null,
    });
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({
      id: created.id,
      name: 'Renamed Drive',
      slug,
      isActive: true,
      description: 'Old',
      goalAmount: null,
      startDate: created.startDate,
    });
  });

  it.each([
    [{ id: 0 }, 'Campaign ID must be a positive integer.'],
    [{ name: '' }, 'Campaign name is required.'],
    [{ slug: undefined }, 'Slug is required.'],
    [{ slug: '  ' }, 'Slug is required.'],
    [{ slug: 'no_underscores' }, 'Slug can only contain lowercase letters, numbers, and hyphens.'],
    [{ startDate: 'soon' }, 'Invalid start date.'],
    [{ endDate: '2026-99-01' }, 'Invalid end date.'],
    [{ startDate: '2026-04-10', endDate: '2026-04-01' }, 'End date must be after start date.'],
  ])('refuses %o with %s', async (change, message) => {
    const created = (await create(valid())).json.campaign;
    const { status, json } = await update({ id: created.id, name: 'Drive', slug: created.slug, ...change });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('checks a lone new date against the stored one', async () => {
    const created = (await create(valid())).json.campaign;
    const { status, json } = await update({ id: created.id, name: 'Drive', slug: created.slug, endDate: '2026-02-01' });
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'End date must be after start date.' });
  });

  it('answers 409 for a slug another campaign uses and 404 for an unknown campaign', async () => {
    const first = (await create(valid())).json.campaign;
    const second = (await create(valid())).json.campaign;
    const taken = await update({ id: second.id, name: 'Drive', slug: first.slug });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: 'This URL slug is already in use.' });
    const missing = await update({ id: 2_000_000_000, name: 'Drive', slug: unique('ghost') });
    expect(missing.status).toBe(404);
  });

  it('keeps the current captain even when busy elsewhere, but refuses switching to a busy captain', async () => {
    const { captain } = await createCampaignWithFundraiser([]);
    const db = await getDb();
    const [inactive] = await db
      .insert(campaigns)
      .values({ name: 'Second', slug: unique('second'), startDate: new Date(), captainId: captain.id })
      .returning();
    const same = await update({ id: inactive!.id, name: 'Second', slug: inactive!.slug, captainId: captain.id });
    expect(same.status).toBe(200);
    const other = await createCampaignWithFundraiser([]);
    const busy = await update({ id: inactive!.id, name: 'Second', slug: inactive!.slug, captainId: other.captain.id });
    expect(busy.status).toBe(409);
    const cleared = await update({ id: inactive!.id, name: 'Second', slug: inactive!.slug, captainId: null });
    expect(cleared.json.campaign).toMatchObject({ captainId: null, captainDisplayName: null });
  });
});

describe('GET /_api/admin/campaign/details', () => {
  it('lists only free captains, keeps the current one when editing, and counts those filtered out', async () => {
    const free = await createUser({
      role: 'fundraiser_captain',
      displayName: 'Details Free',
      email: `${unique('free')}@example.com`,
    });
    const { campaign, captain: leading, fundraiser } = await createCampaignWithFundraiser([]);
    const participating = await createUser({ role: 'fundraiser_captain', displayName: 'Details Runner' });
    await addParticipant({ campaignId: campaign.id, userId: participating.id });
    const { captain: inactiveCaptain } = await createCampaignWithFundraiser([], { isActive: false });

    const forNew = await details();
    expect(forNew.status).toBe(200);
    const ids = forNew.json.captains.map((c: { id: number }) => c.id);
    expect(forNew.json.campaign).toBeNull();
    expect(forNew.json.productIds).toEqual([]);
    expect(ids).toContain(free.id);
    expect(ids).toContain(inactiveCaptain.id);
    expect(ids).not.toContain(leading.id);
    expect(ids).not.toContain(participating.id);
    expect(ids).not.toContain(fundraiser.id);
    expect(forNew.json.captains.find((c: { id: number }) => c.id === free.id)).toEqual({
      id: free.id,
      displayName: 'Details Free',
      email: free.email,
    });
    expect(forNew.json.filteredCaptains).toBeGreaterThanOrEqual(2);
    expect(forNew.json.totalCaptains).toBe(forNew.json.captains.length + forNew.json.filteredCaptains);

    // Editing the campaign: its own captain and its own participants are not "elsewhere".
    const forEdit = await details(campaign.id);
    expect(forEdit.json.campaign).toMatchObject({ id: campaign.id, captainId: leading.id, participantCount: 2 });
    const editIds = forEdit.json.captains.map((c: { id: number }) => c.id);
    expect(editIds).toContain(leading.id);
    expect(editIds).toContain(participating.id);
  });

  it('returns the product ids and answers 404 / 400 for an unknown or bad id', async () => {
    const a = await createProduct();
    const b = await createProduct();
    const { campaign } = await createCampaignWithFundraiser([b.id, a.id]);
    expect((await details(campaign.id)).json.productIds).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await details(2_000_000_000)).status).toBe(404);
    const bad = await get(detailsRoute, '/_api/admin/campaign/details?campaignId=abc');
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: 'Campaign ID must be a positive integer.' });
  });
});

describe('POST /_api/admin/campaign/products', () => {
  it('replaces the product set', async () => {
    const [a, b, c] = await Promise.all([createProduct(), createProduct(), createProduct()]);
    const { campaign } = await createCampaignWithFundraiser([a!.id, b!.id]);
    const { status, json } = await setProducts({
      campaignId: campaign.id,
      productIds: [c!.id, b!.id, c!.id],
      isActive: true,
    });
    expect(status).toBe(200);
    expect(json.message).toBe('Campaign products updated successfully');
    expect(await productLinks(campaign.id)).toEqual([b!.id, c!.id].sort((x, y) => x - y));
    expect((await setProducts({ campaignId: campaign.id, productIds: [], isActive: true })).status).toBe(200);
    expect(await productLinks(campaign.id)).toEqual([]);
  });

  it('changes nothing when one product id is unknown', async () => {
    const [a, b] = await Promise.all([createProduct(), createProduct()]);
    const { campaign } = await createCampaignWithFundraiser([a!.id]);
    const { status, json } = await setProducts({
      campaignId: campaign.id,
      productIds: [b!.id, 2_000_000_000],
      isActive: true,
    });
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'Unknown product ID: 2000000000.' });
    expect(await productLinks(campaign.id)).toEqual([a!.id]);
  });

  it.each([
    [{ campaignId: -1, productIds: [], isActive: true }, 'Campaign ID must be a positive integer.'],
    [{ campaignId: 1, productIds: [0], isActive: true }, 'Product IDs must be a list of positive integers.'],
    [{ campaignId: 1, productIds: 'all', isActive: true }, 'Product IDs must be a list of positive integers.'],
    [{ campaignId: 1, productIds: [] }, 'isActive must be true or false.'],
  ])('refuses %o', async (body, message) => {
    const { status, json } = await setProducts(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
  });

  it('answers 404 for an unknown campaign', async () => {
    expect((await setProducts({ campaignId: 2_000_000_000, productIds: [], isActive: true })).status).toBe(404);
  });
});

describe('campaign participants', () => {
  it('lists participants and the fundraisers and captains still available; add is idempotent; remove frees them', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const newcomer = await createUser({ role: 'sub_account', displayName: 'Newcomer' });
    const admin = await createUser({ role: 'admin' });

    const before = await participants(campaign.id);
    expect(before.status).toBe(200);
    expect(before.json.participants).toEqual([
      {
        id: fundraiser.id,
        displayName: fundraiser.displayName,
        email: fundraiser.email,
        joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(before.json).toMatchObject({ total: 1, page: 1, pageSize: 25, availablePage: 1, availablePageSize: 25 });
    const availableAs = async (email: string) =>
      (await participants(campaign.id, { availableSearch: email })).json.availableUsers.map(
        (u: { id: number }) => u.id,
      );
    expect(await availableAs(newcomer.email)).toEqual([newcomer.id]);
    expect(await availableAs(fundraiser.email)).toEqual([]);
    expect(await availableAs(admin.email)).toEqual([]);

    const added = await addParticipant({ campaignId: campaign.id, userId: newcomer.id });
    expect(added.status).toBe(200);
    expect(added.json.message).toBe('Participant added successfully!');
    // The latest to join comes first; the answer is the first page of both lists.
    expect(added.json.participants.map((u: { id: number }) => u.id)).toEqual([newcomer.id, fundraiser.id]);
    expect(added.json).toMatchObject({ total: 2, page: 1, pageSize: 25, availablePage: 1 });
    expect(await availableAs(newcomer.email)).toEqual([]);
    const again = await addParticipant({ campaignId: campaign.id, userId: newcomer.id });
    expect(again.status).toBe(200);
    expect(again.json.participants).toHaveLength(2);

    const removed = await removeParticipant({ campaignId: campaign.id, userId: newcomer.id });
    expect(removed.status).toBe(200);
    expect(removed.json.message).toBe('Participant removed successfully!');
    expect(removed.json.participants.map((u: { id: number }) => u.id)).toEqual([fundraiser.id]);
    expect(await availableAs(newcomer.email)).toEqual([newcomer.id]);

    const refused = await addParticipant({ campaignId: campaign.id, userId: admin.id });
    expect(refused.status).toBe(400);
  });

  it('answers 404 for an unknown campaign or user and 400 for bad ids', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    expect((await participants(2_000_000_000)).status).toBe(404);
    expect((await addParticipant({ campaignId: 2_000_000_000, userId: fundraiser.id })).json).toEqual({
      error: 'Campaign not found.',
    });
    expect((await addParticipant({ campaignId: campaign.id, userId: 2_000_000_000 })).json).toEqual({
      error: 'User not found.',
    });
    expect((await removeParticipant({ campaignId: campaign.id, userId: 2_000_000_000 })).status).toBe(404);
    expect((await addParticipant({ campaignId: campaign.id, userId: 0 })).json).toEqual({
      error: 'User ID must be a positive integer.',
    });
    expect((await removeParticipant({ campaignId: 'x', userId: fundraiser.id })).json).toEqual({
      error: 'Campaign ID must be a positive integer.',
    });
  });
});

describe('access', () => {
  it('refuses non-admins with 403 and anonymous callers with 401 on every campaign call', async () => {
    const captainCookie = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
    const { campaign, fundraiser } = await createCampaignWithFundraiser([]);
    const calls: Array<[RouteHandler, string, unknown?]> = [
      [listRoute, '/_api/admin/campaigns'],
      [detailsRoute, `/_api/admin/campaign/details?campaignId=${campaign.id}`],
      [participantsGet, `/_api/admin/campaign/participants?campaignId=${campaign.id}`],
      [createRoute, '/_api/admin/createcampaign', valid()],
      [updateRoute, '/_api/admin/campaign/update', { id: campaign.id, name: 'Hijack', slug: unique('hijack') }],
      [productsRoute, '/_api/admin/campaign/products', { campaignId: campaign.id, productIds: [], isActive: true }],
      [participantsAdd, '/_api/admin/campaign/participants', { campaignId: campaign.id, userId: fundraiser.id }],
      [
        participantsRemove,
        '/_api/admin/campaign/participants/remove',
        { campaignId: campaign.id, userId: fundraiser.id },
      ],
    ];
    for (const [handler, path, body] of calls) {
      const method = body === undefined ? 'GET' : 'POST';
      expect((await call(handler, { method, path, body, headers: { cookie: captainCookie } })).status, path).toBe(403);
      expect((await call(handler, { method, path, body })).status, path).toBe(401);
    }
    const db = await getDb();
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(after!.name).toBe(campaign.name);
  });
});

describe('the campaign plan on create and update (issue 25)', () => {
  const instructions = { methods: ['cash', 'check'], handle: '@drive', payableTo: 'Band Boosters' };

  it('creates a campaign with a deadline and payment instructions, answered as orderDeadline and paymentInstructions', async () => {
    const { status, json } = await create({
      ...valid(),
      orderDeadline: '2026-03-20T22:00:00Z',
      paymentInstructions: instructions,
    });
    expect(status).toBe(201);
    expect(json.campaign).toMatchObject({
      orderDeadline: '2026-03-20T22:00:00.000Z',
      paymentInstructions: instructions,
    });
    const plain = await create(valid());
    expect(plain.json.campaign).toMatchObject({ orderDeadline: null, paymentInstructions: null });
  });

  it('changes and clears them on update, and the audit entry records the change', async () => {
    const created = await create(valid());
    const id = created.json.campaign.id;
    const set = await update({
      id,
      slug: created.json.campaign.slug,
      name: 'Drive',
      orderDeadline: '2026-03-25',
      paymentInstructions: instructions,
    });
    expect(set.status).toBe(200);
    // A calendar day is its start in the shop's time zone (New York, EDT on 25 March).
    expect(set.json.campaign).toMatchObject({
      orderDeadline: '2026-03-25T04:00:00.000Z',
      paymentInstructions: instructions,
    });
    const cleared = await update({ id, slug: created.json.campaign.slug, name: 'Drive', paymentInstructions: null });
    expect(cleared.json.campaign).toMatchObject({
      orderDeadline: '2026-03-25T04:00:00.000Z',
      paymentInstructions: null,
    });

    const db = await getDb();
    const entries = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'campaign'), eq(auditEntries.entityId, id)));
    const updates = entries.filter((entry) => entry.action === 'campaign.updated');
    expect(updates.some((entry) => 'orderDeadline' in entry.changes && 'paymentInstructions' in entry.changes)).toBe(
      true,
    );
    expect(updates.map((entry) => entry.changes.paymentInstructions)).toContainEqual({ from: instructions, to: null });
  });

  it.each([
    [
      'a deadline that is not a date',
      { orderDeadline: 'soon' },
      'Order deadline must be a date and time (ISO 8601), or null.',
    ],
    ['no payment method', { paymentInstructions: { methods: [] } }, 'Choose at least one way to pay.'],
    [
      'an unknown key in the instructions',
      { paymentInstructions: { methods: ['cash'], iban: 'x' } },
      'Unknown field: paymentInstructions.iban.',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, change, message) => {
    const created = await create(valid());
    const { status, json } = await update({
      id: created.json.campaign.id,
      slug: created.json.campaign.slug,
      name: 'X',
      ...change,
    });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    const db = await getDb();
    const [after] = await db.select().from(campaigns).where(eq(campaigns.id, created.json.campaign.id));
    expect(after).toMatchObject({ name: 'Spring Coffee Drive', orderDeadline: null, paymentInstructions: null });
  });
});
