import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as detailsRoute } from '@/app/%5Fapi/admin/campaign/details/route';
import { POST as updateRoute } from '@/app/%5Fapi/admin/campaign/update/route';
import { GET as listRoute } from '@/app/%5Fapi/admin/campaigns/route';
import { POST as createRoute } from '@/app/%5Fapi/admin/createcampaign/route';
import { formatAuditValue, fieldLabel } from '@/components/admin/audit/audit-text';
import { invalidatePublic } from '@/server/cache/public-tags';
import { getDb } from '@/server/db';
import { getCampaignRow } from '@/server/db/queries/admin-campaigns';
import { auditEntries } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

/* Issue 27: the campaign's privacy mode and whether its leaderboard shows each seller's amounts, on the admin calls. */

vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

let adminCookie: string;
let captainCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookieFor(await createUser({ role: 'admin' }));
  captainCookie = await sessionCookieFor(await createUser({ role: 'fundraiser_captain' }));
});
beforeEach(() => vi.mocked(invalidatePublic).mockClear());

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}`;
const post = (handler: RouteHandler, path: string, body: unknown, cookie: string | null = adminCookie) =>
  call(handler, { method: 'POST', path, body, headers: cookie ? { cookie } : {} });
const create = (body: unknown, cookie?: string | null) => post(createRoute, '/_api/admin/createcampaign', body, cookie);
const update = (body: unknown, cookie?: string | null) =>
  post(updateRoute, '/_api/admin/campaign/update', body, cookie);
const valid = () => ({ name: 'Scout Drive', slug: unique('scouts'), startDate: '2026-03-01', endDate: '2026-03-31' });

async function campaignUpdates(id: number) {
  const db = await getDb();
  const entries = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'campaign'), eq(auditEntries.entityId, id)));
  return entries.filter((entry) => entry.action === 'campaign.updated').map((entry) => entry.changes);
}

describe('POST /_api/admin/createcampaign with privacy settings', () => {
  it('makes a campaign created without them standard with seller amounts shown, as the spec’s calls expect', async () => {
    const { status, json } = await create(valid());
    expect(status).toBe(201);
    expect(json.campaign).toMatchObject({ privacyMode: 'standard', showSellerAmounts: true });
    const row = await getCampaignRow({ id: json.campaign.id });
    expect(row).toMatchObject({ privacyMode: 'standard', showSellerAmounts: true });
  });

  it('stores minors and hidden amounts, answers them in the list and the details, and records them as created', async () => {
    const { status, json } = await create({ ...valid(), privacyMode: 'minors', showSellerAmounts: false });
    expect(status).toBe(201);
    expect(json.campaign).toMatchObject({ privacyMode: 'minors', showSellerAmounts: false });
    expect(await getCampaignRow({ id: json.campaign.id })).toMatchObject({
      privacyMode: 'minors',
      showSellerAmounts: false,
    });

    const list = await call(listRoute, {
      path: '/_api/admin/campaigns?pageSize=100',
      headers: { cookie: adminCookie },
    });
    expect(list.json.campaigns.find((c: { id: number }) => c.id === json.campaign.id)).toMatchObject({
      privacyMode: 'minors',
      showSellerAmounts: false,
    });
    const details = await call(detailsRoute, {
      path: `/_api/admin/campaign/details?campaignId=${json.campaign.id}`,
      headers: { cookie: adminCookie },
    });
    expect(details.json.campaign).toMatchObject({ privacyMode: 'minors', showSellerAmounts: false });

    const db = await getDb();
    const [created] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'campaign.created'), eq(auditEntries.entityId, json.campaign.id)));
    expect(created!.changes).toMatchObject({
      privacyMode: { from: null, to: 'minors' },
      showSellerAmounts: { from: null, to: false },
    });
  });

  it.each([
    [{ privacyMode: 'private' }, "privacyMode must be 'standard' or 'minors'."],
    [{ privacyMode: 'MINORS' }, "privacyMode must be 'standard' or 'minors'."],
    [{ privacyMode: null }, "privacyMode must be 'standard' or 'minors'."],
    [{ privacyMode: 1 }, "privacyMode must be 'standard' or 'minors'."],
    [{ showSellerAmounts: 'yes' }, 'showSellerAmounts must be true or false.'],
    [{ showSellerAmounts: null }, 'showSellerAmounts must be true or false.'],
  ])('refuses %o with 400 and creates nothing', async (change, message) => {
    const body = { ...valid(), ...change };
    const { status, json } = await create(body);
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
    const list = await call(listRoute, {
      path: `/_api/admin/campaigns?search=${body.slug}`,
      headers: { cookie: adminCookie },
    });
    expect(list.json.campaigns).toEqual([]);
  });
});

describe('POST /_api/admin/campaign/update with privacy settings', () => {
  it('changes them, records the change like other campaign fields and expires the public pages', async () => {
    const created = (await create(valid())).json.campaign;
    vi.mocked(invalidatePublic).mockClear();
    const { status, json } = await update({
      id: created.id,
      name: created.name,
      slug: created.slug,
      privacyMode: 'minors',
      showSellerAmounts: false,
    });
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({ privacyMode: 'minors', showSellerAmounts: false });
    expect(await getCampaignRow({ id: created.id })).toMatchObject({ privacyMode: 'minors', showSellerAmounts: false });
    // Names and photos change with the mode: the campaign's page and its participants' fundraiser pages.
    expect(invalidatePublic).toHaveBeenCalledTimes(1);
    expect(vi.mocked(invalidatePublic).mock.calls[0]![0]).toEqual(
      expect.arrayContaining(['public:campaigns', 'public:fundraisers']),
    );

    const changes = await campaignUpdates(created.id);
    expect(changes).toContainEqual({
      privacyMode: { from: 'standard', to: 'minors' },
      showSellerAmounts: { from: true, to: false },
    });
    expect(fieldLabel('privacyMode')).toBe('Privacy');
    expect(formatAuditValue('privacyMode', 'minors')).toBe('Children’s campaign');
    expect(formatAuditValue('showSellerAmounts', false)).toBe('no');
  });

  it('keeps them when the update leaves them out', async () => {
    const created = (await create({ ...valid(), privacyMode: 'minors', showSellerAmounts: false })).json.campaign;
    const { status, json } = await update({ id: created.id, name: 'Renamed Scouts', slug: created.slug });
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({ name: 'Renamed Scouts', privacyMode: 'minors', showSellerAmounts: false });
    expect(await campaignUpdates(created.id)).toEqual([{ name: { from: 'Scout Drive', to: 'Renamed Scouts' } }]);
  });

  it.each([
    [{ privacyMode: 'public' }, "privacyMode must be 'standard' or 'minors'."],
    [{ privacyMode: '' }, "privacyMode must be 'standard' or 'minors'."],
    [{ showSellerAmounts: 0 }, 'showSellerAmounts must be true or false.'],
    [{ showSellerAmounts: 'false' }, 'showSellerAmounts must be true or false.'],
  ])('refuses %o with 400 and changes nothing', async (change, message) => {
    const created = (await create({ ...valid(), privacyMode: 'minors' })).json.campaign;
    vi.mocked(invalidatePublic).mockClear();
    const { status, json } = await update({ id: created.id, name: 'Changed', slug: created.slug, ...change });
    expect(status).toBe(400);
    expect(json).toEqual({ error: message });
    expect(await getCampaignRow({ id: created.id })).toMatchObject({
      name: 'Scout Drive',
      privacyMode: 'minors',
      showSellerAmounts: true,
    });
    expect(await campaignUpdates(created.id)).toEqual([]);
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it('refuses captains (403) and anonymous callers (401), changing nothing', async () => {
    const created = (await create(valid())).json.campaign;
    const body = { id: created.id, name: created.name, slug: created.slug, privacyMode: 'minors' };
    expect((await update(body, captainCookie)).status).toBe(403);
    expect((await update(body, null)).status).toBe(401);
    expect((await create({ ...valid(), privacyMode: 'minors' }, captainCookie)).status).toBe(403);
    expect((await create({ ...valid(), privacyMode: 'minors' }, null)).status).toBe(401);
    expect(await getCampaignRow({ id: created.id })).toMatchObject({ privacyMode: 'standard' });
    expect(await campaignUpdates(created.id)).toEqual([]);
  });
});
