import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getSettings, POST as saveSettings } from '@/app/%5Fapi/users/settings/route';
import { invalidatePublic } from '@/server/cache/public-tags';
import { getDb } from '@/server/db';
import { fundraiserPages, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';

/* Issue 27: a fundraiser can leave their campaign's leaderboard (fundraiser_pages.on_leaderboard) from their settings. */

vi.mock('@/server/cache/public-tags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/public-tags')>()),
  invalidatePublic: vi.fn(),
}));

let user: User;
let cookie: string;

beforeAll(async () => {
  user = await createUser({ role: 'sub_account' });
  cookie = await sessionCookieFor(user);
});
beforeEach(() => vi.mocked(invalidatePublic).mockClear());

const settings = {
  isPublic: true,
  customMessage: 'Thanks!',
  description: null,
  goalAmount: null,
  landingPageSlug: null,
};
const save = (body: unknown, asCookie: string | null = cookie) =>
  call(saveSettings, {
    method: 'POST',
    path: '/_api/users/settings',
    body,
    headers: asCookie ? { cookie: asCookie } : {},
  });
const read = () => call(getSettings, { path: '/_api/users/settings', headers: { cookie } });

/** The stored choice on the person's page (issue 27: fundraiser_pages); null while they have no page yet. */
async function storedOnLeaderboard(id = user.id) {
  const db = await getDb();
  const rows = await db
    .select({ onLeaderboard: fundraiserPages.onLeaderboard })
    .from(fundraiserPages)
    .where(eq(fundraiserPages.userId, id));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.onLeaderboard ?? null;
}

describe('onLeaderboard on /_api/users/settings', () => {
  it('is true for a new account, whose page is made on the first save with it true', async () => {
    const { status, json } = await read();
    expect(status).toBe(200);
    expect(json.settings.onLeaderboard).toBe(true);
    expect(await storedOnLeaderboard()).toBeNull();
  });

  it('round-trips false and true, and expires the public pages each time', async () => {
    const off = await save({ ...settings, onLeaderboard: false });
    expect(off.status).toBe(200);
    expect(off.json.settings).toMatchObject({ onLeaderboard: false, isPublic: true, customMessage: 'Thanks!' });
    expect((await read()).json.settings.onLeaderboard).toBe(false);
    expect(await storedOnLeaderboard()).toBe(false);
    expect(vi.mocked(invalidatePublic).mock.calls[0]![0]).toEqual(
      expect.arrayContaining(['public:campaigns', 'public:fundraisers']),
    );

    const on = await save({ ...settings, onLeaderboard: true });
    expect(on.json.settings.onLeaderboard).toBe(true);
    expect(await storedOnLeaderboard()).toBe(true);
  });

  it('keeps the stored choice when a call leaves it out (the spec’s body has no such field)', async () => {
    expect((await save({ ...settings, onLeaderboard: false })).status).toBe(200);
    const without = await save({ ...settings, customMessage: 'Still off' });
    expect(without.status).toBe(200);
    expect(without.json.settings).toMatchObject({ customMessage: 'Still off', onLeaderboard: false });
    expect(await storedOnLeaderboard()).toBe(false);
  });

  it.each([['yes'], [1], [null], ['false']])('answers 400 for onLeaderboard %j and changes nothing', async (value) => {
    expect((await save({ ...settings, onLeaderboard: true })).status).toBe(200);
    vi.mocked(invalidatePublic).mockClear();
    const { status, json } = await save({ ...settings, customMessage: 'Not saved', onLeaderboard: value });
    expect(status).toBe(400);
    expect(json).toEqual({ error: 'onLeaderboard must be true or false.' });
    expect(await storedOnLeaderboard()).toBe(true);
    expect((await read()).json.settings.customMessage).toBe('Thanks!');
    expect(invalidatePublic).not.toHaveBeenCalled();
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await save({ ...settings, onLeaderboard: false }, null)).status).toBe(401);
    expect(await storedOnLeaderboard()).toBe(true);
  });
});
