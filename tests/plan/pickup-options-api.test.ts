import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as adminList, POST as adminCreate } from '@/app/%5Fapi/admin/pickup-options/route';
import { POST as adminUpdate } from '@/app/%5Fapi/admin/pickup-options/update/route';
import { POST as adminDelete } from '@/app/%5Fapi/admin/pickup-options/delete/route';
import { GET as campaignOptions } from '@/app/%5Fapi/campaign/pickup-options/route';
import { GET as shopOptions } from '@/app/%5Fapi/pickup-options/route';
import { invalidatePublic } from '@/server/cache/public-tags';
import { createUser, sessionCookieFor } from '../support/auth';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser } from '../support/shop';
import { auditFor, fullFields, get, inDays, insertOption, meetup, optionCount, optionRow, post } from './plan-support';

// Outside Next there is no page cache: the test watches what route() asks to invalidate.
vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

const PICKUP_TAGS = ['public:campaigns', 'public:fundraisers', 'public:pickup'];

let adminCookie: string;
let captainCookie: string;
let fundraiserCookie: string;
let campaign: { id: number; slug: string | null };

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  const made = await createCampaignWithFundraiser([]);
  campaign = made.campaign;
  captainCookie = await sessionCookieFor(made.captain);
  fundraiserCookie = await sessionCookieFor(made.fundraiser);
});

beforeEach(() => vi.mocked(invalidatePublic).mockClear());

const create = (body: unknown, cookie: string | null = adminCookie) =>
  post(adminCreate, '/_api/admin/pickup-options', body, cookie);
const update = (body: unknown, cookie: string | null = adminCookie) =>
  post(adminUpdate, '/_api/admin/pickup-options/update', body, cookie);
const remove = (body: unknown, cookie: string | null = adminCookie) =>
  post(adminDelete, '/_api/admin/pickup-options/delete', body, cookie);

describe('GET /_api/campaign/pickup-options and /_api/pickup-options (public)', () => {
  it('answers the campaign’s options whose window has not ended, earliest first, with what is left of each', async () => {
    const { campaign: drive } = await createCampaignWithFundraiser([]);
    const later = await insertOption({ campaignId: drive.id, name: 'Later', capacity: 3 });
    const sooner = await insertOption({
      campaignId: drive.id,
      kind: 'delivery',
      name: 'Sooner',
      address: 'North side',
      startsAt: new Date(inDays(2)),
      endsAt: new Date(inDays(4)),
    });
    await insertOption({
      campaignId: drive.id,
      name: 'Over',
      startsAt: new Date(inDays(-3)),
      endsAt: new Date(inDays(-2)),
    });
    await insertOrder({ campaignId: drive.id, pickupOptionId: later.id });
    await insertOrder({ campaignId: drive.id, pickupOptionId: later.id, orderStatus: 'cancelled' });

    const { status, json, headers } = await get(
      campaignOptions,
      `/_api/campaign/pickup-options?campaignSlug=${drive.slug}`,
    );
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json.pickupOptions).toEqual([
      {
        id: sooner.id,
        kind: 'delivery',
        name: 'Sooner',
        address: 'North side',
        startsAt: sooner.startsAt.toISOString(),
        endsAt: sooner.endsAt.toISOString(),
        remaining: null,
      },
      expect.objectContaining({ id: later.id, name: 'Later', remaining: 2 }),
    ]);
  });

  it('answers 404 for an unknown campaign, as the leaderboard does, and 400 without a slug', async () => {
    const unknown = await get(campaignOptions, '/_api/campaign/pickup-options?campaignSlug=no-such-drive');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('Campaign not found.');
    const missing = await get(campaignOptions, '/_api/campaign/pickup-options');
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('campaignSlug is required.');
  });

  it('answers an inactive campaign with no options', async () => {
    const { campaign: idle } = await createCampaignWithFundraiser([], { isActive: false });
    await insertOption({ campaignId: idle.id });
    const { status, json } = await get(campaignOptions, `/_api/campaign/pickup-options?campaignSlug=${idle.slug}`);
    expect(status).toBe(200);
    expect(json.pickupOptions).toEqual([]);
  });

  it('answers the shop’s own options only (no campaign’s)', async () => {
    const shop = await insertOption({ campaignId: null, name: 'Roastery counter' });
    const { status, json } = await get(shopOptions, '/_api/pickup-options');
    expect(status).toBe(200);
    expect(json.pickupOptions.map((option: { id: number }) => option.id)).toContain(shop.id);
    const campaignIds = await Promise.all(
      json.pickupOptions.map(async (option: { id: number }) => (await optionRow(option.id))!.campaignId),
    );
    expect(new Set(campaignIds)).toEqual(new Set([null]));
  });
});

describe('staff: POST /_api/admin/pickup-options (and /update, /delete, GET)', () => {
  it('adds a campaign’s meetup: 201 with the option, an audit entry, and the pickup pages made stale', async () => {
    const { status, json } = await create(meetup(campaign.id, { capacity: 25 }));
    expect(status).toBe(201);
    expect(json.message).toBe('Pickup option "School gym" added.');
    expect(json.pickupOption).toMatchObject({
      campaignId: campaign.id,
      kind: 'meetup',
      name: 'School gym',
      address: '12 Oak St',
      capacity: 25,
      remaining: 25,
      orderCount: 0,
      readyAt: null,
    });
    expect(invalidatePublic).toHaveBeenCalledWith(PICKUP_TAGS);
    const [entry] = await auditFor('pickup_option', json.pickupOption.id);
    expect(entry).toMatchObject({ action: 'pickup_option.created', entityLabel: 'School gym' });
    expect(entry!.changes).toMatchObject({ name: { from: null, to: 'School gym' }, capacity: { from: null, to: 25 } });
  });

  it('adds one of the shop’s own with campaignId null, and lists them without campaignId', async () => {
    const { status, json } = await create(meetup(null, { name: 'Roastery door' }));
    expect(status).toBe(201);
    expect(json.pickupOption.campaignId).toBeNull();
    const list = await get(adminList, '/_api/admin/pickup-options', adminCookie);
    expect(list.status).toBe(200);
    expect(list.json.pickupOptions.map((option: { id: number }) => option.id)).toContain(json.pickupOption.id);
    expect(list.json.pickupOptions.every((option: { campaignId: number | null }) => option.campaignId === null)).toBe(
      true,
    );
    const ofCampaign = await get(adminList, `/_api/admin/pickup-options?campaignId=${campaign.id}`, adminCookie);
    expect(ofCampaign.json.pickupOptions.map((option: { id: number }) => option.id)).not.toContain(
      json.pickupOption.id,
    );
  });

  it.each([
    [
      'the window ends before it starts',
      { startsAt: inDays(5), endsAt: inDays(4) },
      'The pickup window must end after it starts.',
    ],
    ['a meetup without an address', { address: '' }, 'A meetup needs an address.'],
    ['capacity 0', { capacity: 0 }, 'Capacity must be a whole number of orders, 1 or more, or empty.'],
    ['an unknown kind', { kind: 'drone' }, 'kind must be one of: meetup, delivery.'],
    ['no name', { name: '  ' }, 'Pickup name is required.'],
    ['a start that is not a date', { startsAt: 'soon' }, 'Start must be a date and time (ISO 8601).'],
    ['an unknown field', { colour: 'red' }, 'Unknown field: colour.'],
  ])('refuses %s with 400 and adds nothing', async (_label, change, message) => {
    const before = await optionCount();
    const { status, json } = await create(meetup(campaign.id, change));
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await optionCount()).toBe(before);
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it('changes only the fields given: a rename keeps the address and the capacity', async () => {
    const { json: created } = await create(meetup(campaign.id, { name: 'Front office', capacity: 12 }));
    const { status, json } = await update({ id: created.pickupOption.id, name: 'Front office (door B)' });
    expect(status).toBe(200);
    expect(json.pickupOption).toMatchObject({ name: 'Front office (door B)', address: '12 Oak St', capacity: 12 });
    const cleared = await update({ id: created.pickupOption.id, capacity: null });
    expect(cleared.json.pickupOption).toMatchObject({ address: '12 Oak St', capacity: null, remaining: null });
  });

  it('answers 404 for an unknown campaign', async () => {
    const before = await optionCount();
    const { status, json } = await create(meetup(999_999));
    expect(status).toBe(404);
    expect(json.error).toBe('Campaign not found.');
    expect(await optionCount()).toBe(before);
    expect((await get(adminList, '/_api/admin/pickup-options?campaignId=999999', adminCookie)).status).toBe(404);
  });

  it('refuses a guest (401) and a captain or fundraiser (403)', async () => {
    expect((await create(meetup(null), null)).status).toBe(401);
    expect((await get(adminList, '/_api/admin/pickup-options')).status).toBe(401);
    const captain = await create(meetup(campaign.id), captainCookie);
    expect(captain.status).toBe(403);
    expect(captain.json.error).toMatch(/^Access denied\./);
    expect((await update({ id: 1, name: 'X' }, fundraiserCookie)).status).toBe(403);
    expect((await remove({ id: 1 }, fundraiserCookie)).status).toBe(403);
  });

  it('updates the fields given, checks the window against the stored one, and records the change', async () => {
    const option = await insertOption({ campaignId: campaign.id, capacity: 10 });
    const early = await update({ id: option.id, endsAt: new Date(option.startsAt.getTime() - 60_000).toISOString() });
    expect(early.status).toBe(400);
    expect(early.json.error).toBe('The pickup window must end after it starts.');
    expect((await optionRow(option.id))!.endsAt).toEqual(option.endsAt);

    const endsAt = new Date(option.startsAt.getTime() + 3 * 3_600_000);
    const { status, json } = await update({
      id: option.id,
      ...fullFields(option),
      name: 'Library lawn',
      endsAt: endsAt.toISOString(),
    });
    expect(status).toBe(200);
    expect(json.pickupOption).toMatchObject({ id: option.id, name: 'Library lawn', endsAt: endsAt.toISOString() });
    expect(invalidatePublic).toHaveBeenCalledWith(PICKUP_TAGS);
    const entries = await auditFor('pickup_option', option.id);
    expect(entries.map((entry) => entry.action)).toEqual(['pickup_option.updated']);
    expect(entries[0]!.changes).toMatchObject({ name: { from: 'Library steps', to: 'Library lawn' } });
  });

  it('refuses a capacity below the orders already holding the option (409), changing nothing', async () => {
    const option = await insertOption({ campaignId: campaign.id, capacity: 10 });
    for (let i = 0; i < 3; i++) await insertOrder({ campaignId: campaign.id, pickupOptionId: option.id });
    await insertOrder({ campaignId: campaign.id, pickupOptionId: option.id, orderStatus: 'cancelled' });
    const { status, json } = await update({ id: option.id, ...fullFields(option), capacity: 2 });
    expect(status).toBe(409);
    expect(json.error).toBe('3 orders already chose this option: its capacity cannot be less than 3.');
    expect((await optionRow(option.id))!.capacity).toBe(10);
    expect(invalidatePublic).not.toHaveBeenCalled();
    const exact = await update({ id: option.id, ...fullFields(option), capacity: 3 });
    expect(exact.status).toBe(200);
    expect(exact.json.pickupOption).toMatchObject({ capacity: 3, orderCount: 3, remaining: 0 });
  });

  it('refuses to delete an option non-cancelled orders hold (409), then deletes it once they moved', async () => {
    const option = await insertOption({ campaignId: campaign.id });
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await insertOrder({ campaignId: campaign.id, pickupOptionId: option.id }));
    await insertOrder({ campaignId: campaign.id, pickupOptionId: option.id, orderStatus: 'cancelled' });
    const refused = await remove({ id: option.id });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('3 orders chose this option: move them first.');
    expect(await optionRow(option.id)).not.toBeNull();
    expect(invalidatePublic).not.toHaveBeenCalled();

    const { getDb } = await import('@/server/db');
    const { orders } = await import('@/server/db/schema');
    const { inArray } = await import('drizzle-orm');
    await (
      await getDb()
    )
      .update(orders)
      .set({ orderStatus: 'cancelled' })
      .where(
        inArray(
          orders.id,
          held.map((order) => order.id),
        ),
      );
    const { status, json } = await remove({ id: option.id });
    expect(status).toBe(200);
    expect(json).toEqual({ message: 'Pickup option "Library steps" deleted.', id: option.id });
    expect(await optionRow(option.id)).toBeNull();
    expect(invalidatePublic).toHaveBeenCalledWith(PICKUP_TAGS);
    const entries = await auditFor('pickup_option', option.id);
    expect(entries.map((entry) => entry.action)).toEqual(['pickup_option.deleted']);
  });

  it('answers 404 for an unknown option on update and delete', async () => {
    expect((await update({ id: 999_999, name: 'X' })).json.error).toBe('Pickup option not found.');
    expect((await remove({ id: 999_999 })).status).toBe(404);
  });
});
