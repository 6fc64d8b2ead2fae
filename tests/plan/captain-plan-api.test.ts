import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as planRoute } from '@/app/%5Fapi/captain/campaign/plan/route';
import { GET as captainList, POST as captainCreate } from '@/app/%5Fapi/captain/pickup-options/route';
import { POST as captainUpdate } from '@/app/%5Fapi/captain/pickup-options/update/route';
import { POST as captainDelete } from '@/app/%5Fapi/captain/pickup-options/delete/route';
import { invalidatePublic } from '@/server/cache/public-tags';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { createUser, sessionCookieFor } from '../support/auth';
import { createCampaignWithFundraiser } from '../support/shop';
import { auditFor, fullFields, get, inDays, insertOption, meetup, optionCount, optionRow, post } from './plan-support';

vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

const PICKUP_TAGS = ['public:campaigns', 'public:fundraisers', 'public:pickup'];

let adminCookie: string;
let captainCookie: string;
let otherCaptainCookie: string;
let fundraiserCookie: string;
let mine: { id: number };
let theirs: { id: number };

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  const own = await createCampaignWithFundraiser([]);
  const other = await createCampaignWithFundraiser([]);
  mine = own.campaign;
  theirs = other.campaign;
  captainCookie = await sessionCookieFor(own.captain);
  otherCaptainCookie = await sessionCookieFor(other.captain);
  fundraiserCookie = await sessionCookieFor(own.fundraiser);
});

beforeEach(() => vi.mocked(invalidatePublic).mockClear());

const plan = (body: unknown, cookie: string | null = captainCookie) =>
  post(planRoute, '/_api/captain/campaign/plan', body, cookie);
const create = (body: unknown, cookie: string | null = captainCookie) =>
  post(captainCreate, '/_api/captain/pickup-options', body, cookie);
const update = (body: unknown, cookie: string | null = captainCookie) =>
  post(captainUpdate, '/_api/captain/pickup-options/update', body, cookie);
const remove = (body: unknown, cookie: string | null = captainCookie) =>
  post(captainDelete, '/_api/captain/pickup-options/delete', body, cookie);
const list = (query: string, cookie: string | null = captainCookie) =>
  get(captainList, `/_api/captain/pickup-options${query}`, cookie);

describe('POST /_api/captain/campaign/plan', () => {
  const instructions = {
    methods: ['cash', 'venmo', 'venmo'],
    handle: '@band-boosters',
    payableTo: '',
    note: ' Thanks! ',
  };

  it('sets the deadline and payment instructions of the captain’s campaign, audited, pages made stale', async () => {
    const deadline = inDays(21);
    const { status, json } = await plan({
      campaignId: mine.id,
      orderDeadline: deadline,
      paymentInstructions: instructions,
    });
    expect(status).toBe(200);
    expect(json).toEqual({
      message: 'Campaign plan saved.',
      campaignId: mine.id,
      plan: {
        orderDeadline: deadline,
        paymentInstructions: { methods: ['cash', 'venmo'], handle: '@band-boosters', note: 'Thanks!' },
        // Issue 28: the roast day is answered with the plan (set in the admin campaign dialog, not here).
        roastDate: null,
      },
    });
    expect(invalidatePublic).toHaveBeenCalledWith(PICKUP_TAGS);
    const row = await getCampaignRow({ id: mine.id });
    expect(row!.orderDeadline!.toISOString()).toBe(deadline);
    const entries = (await auditFor('campaign', mine.id)).filter((entry) => entry.action === 'campaign.plan_updated');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ orderDeadline: { from: null, to: deadline } });
  });

  it('leaves a field it is not given, clears one given as null, and records nothing when nothing changed', async () => {
    await plan({ campaignId: mine.id, orderDeadline: inDays(10), paymentInstructions: { methods: ['check'] } });
    const cleared = await plan({ campaignId: mine.id, orderDeadline: null });
    expect(cleared.json.plan).toEqual({
      orderDeadline: null,
      paymentInstructions: { methods: ['check'] },
      roastDate: null,
    });
    const before = (await auditFor('campaign', mine.id)).length;
    expect((await plan({ campaignId: mine.id, orderDeadline: null })).status).toBe(200);
    expect((await auditFor('campaign', mine.id)).length).toBe(before);
  });

  it.each([
    [
      'a deadline that is not a date',
      { orderDeadline: 'next friday' },
      'Order deadline must be a date and time (ISO 8601), or null.',
    ],
    ['no payment method', { paymentInstructions: { methods: [] } }, 'Choose at least one way to pay.'],
    [
      'a method the ledger does not know',
      { paymentInstructions: { methods: ['bitcoin'] } },
      'Payment methods must be a list of: cash, check, venmo, zelle, paypal, card_reader, other.',
    ],
    ['an unknown field', { goalAmount: 5 }, 'Unknown field: goalAmount.'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, message) => {
    const before = await getCampaignRow({ id: mine.id });
    const { status, json } = await plan({ campaignId: mine.id, ...change });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await getCampaignRow({ id: mine.id })).toEqual(before);
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it('answers 404 for another captain’s campaign and an unknown one, changing nothing', async () => {
    const before = await getCampaignRow({ id: theirs.id });
    for (const campaignId of [theirs.id, 999_999]) {
      const { status, json } = await plan({ campaignId, orderDeadline: inDays(3) });
      expect(status).toBe(404);
      expect(json.error).toBe('Campaign not found.');
    }
    expect(await getCampaignRow({ id: theirs.id })).toEqual(before);
  });

  it('lets an admin set any campaign’s plan; refuses a guest (401) and a fundraiser (403)', async () => {
    expect((await plan({ campaignId: theirs.id, orderDeadline: inDays(5) }, adminCookie)).status).toBe(200);
    expect((await plan({ campaignId: mine.id }, null)).status).toBe(401);
    expect((await plan({ campaignId: mine.id }, fundraiserCookie)).status).toBe(403);
  });
});

describe('captain: /_api/captain/pickup-options (GET, POST, /update, /delete)', () => {
  it('adds, lists, changes and deletes the options of the captain’s own campaign', async () => {
    const created = await create(meetup(mine.id, { capacity: 40 }));
    expect(created.status).toBe(201);
    const id = created.json.pickupOption.id;
    expect(invalidatePublic).toHaveBeenCalledWith(PICKUP_TAGS);
    const listed = await list(`?campaignId=${mine.id}`);
    expect(listed.status).toBe(200);
    expect(listed.json.pickupOptions.map((option: { id: number }) => option.id)).toContain(id);
    const changed = await update({ id, ...fullFields((await optionRow(id))!), name: 'Gym lobby' });
    expect(changed.json.pickupOption.name).toBe('Gym lobby');
    expect((await remove({ id })).status).toBe(200);
    expect(await optionRow(id)).toBeNull();
    const actions = (await auditFor('pickup_option', id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['pickup_option.created', 'pickup_option.deleted', 'pickup_option.updated']);
  });

  it('answers 404 for another captain’s campaign, the shop’s options (campaignId null) and no campaignId', async () => {
    const before = await optionCount();
    for (const campaignId of [theirs.id, null, 999_999]) {
      const { status, json } = await create(meetup(campaignId));
      expect(status).toBe(404);
      expect(json.error).toBe('Campaign not found.');
    }
    expect(await optionCount()).toBe(before);
    expect((await list(`?campaignId=${theirs.id}`)).status).toBe(404);
    expect((await list('')).status).toBe(404);
  });

  it('answers 404 for an option of another campaign or of the shop, changing nothing', async () => {
    const foreign = await insertOption({ campaignId: theirs.id });
    const shop = await insertOption({ campaignId: null });
    for (const option of [foreign, shop]) {
      const changed = await update({ id: option.id, ...fullFields(option), name: 'Taken over' });
      expect(changed.status).toBe(404);
      expect(changed.json.error).toBe('Pickup option not found.');
      expect((await remove({ id: option.id })).status).toBe(404);
      expect((await optionRow(option.id))!.name).toBe(option.name);
    }
    expect(invalidatePublic).not.toHaveBeenCalled();
    // Its own captain may.
    expect(
      (await update({ id: foreign.id, ...fullFields(foreign), name: 'Their lawn' }, otherCaptainCookie)).status,
    ).toBe(200);
  });

  it('refuses a guest (401) and a fundraiser (403)', async () => {
    expect((await create(meetup(mine.id), null)).status).toBe(401);
    expect((await list(`?campaignId=${mine.id}`, fundraiserCookie)).status).toBe(403);
    expect((await remove({ id: 1 }, fundraiserCookie)).status).toBe(403);
  });
});
