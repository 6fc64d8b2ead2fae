import { beforeAll, describe, expect, it } from 'vitest';
import { GET as captainCampaigns } from '@/app/%5Fapi/captain/campaigns/route';
import { GET as getSettings, POST as saveSettings } from '@/app/%5Fapi/users/settings/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser } from '../support/shop';

let cookie: string;
const valid = {
  isPublic: true,
  customMessage: 'Thanks!',
  description: 'Keeper',
  goalAmount: 50_000,
  landingPageSlug: '  My-Page-1 ',
};

beforeAll(async () => {
  cookie = await sessionCookieFor(await createUser());
});

const save = (body: unknown, asCookie = cookie) =>
  call(saveSettings, { method: 'POST', path: '/x', body, headers: { cookie: asCookie } });

describe('/_api/users/settings', () => {
  it('saves and returns the fundraiser settings, goal in cents, slug lower-cased and trimmed', async () => {
    const saved = await save(valid);
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toEqual({
      isPublic: true,
      customMessage: 'Thanks!',
      description: 'Keeper',
      goalAmount: 50000,
      landingPageSlug: 'my-page-1',
      onLeaderboard: true,
    });
    const read = await call(getSettings, { path: '/x', headers: { cookie } });
    expect(read.json.settings).toEqual(saved.json.settings);
  });

  it('refuses a page URL another fundraiser already uses', async () => {
    const other = await sessionCookieFor(await createUser());
    const taken = await save({ ...valid, landingPageSlug: 'my-page-1' }, other);
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('This page URL is already taken. Please choose another.');
  });

  it.each([
    [{ goalAmount: 0 }, 'Goal amount must be positive'],
    [{ goalAmount: -100 }, 'Goal amount must be positive'],
    [{ goalAmount: 10.5 }, 'Goal amount must be a whole number of cents'],
    [{ landingPageSlug: 'ab' }, 'The page URL must be at least 3 characters.'],
    [{ landingPageSlug: 'x'.repeat(51) }, 'The page URL must be at most 50 characters.'],
    [{ landingPageSlug: 'has space' }, 'The page URL may only contain letters, numbers and hyphens.'],
    [{ isPublic: 'yes' }, 'isPublic must be true or false.'],
    [{ role: 'admin' }, 'Unknown field: role.'],
  ])('answers 400 for %j', async (change, message) => {
    const { status, json } = await save({ ...valid, landingPageSlug: 'fresh-slug', ...change });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });

  it('allows clearing the goal and the page URL', async () => {
    const cleared = await save({
      isPublic: false,
      goalAmount: null,
      landingPageSlug: null,
      customMessage: null,
      description: '',
    });
    expect(cleared.json.settings).toEqual({
      isPublic: false,
      customMessage: null,
      description: null,
      goalAmount: null,
      landingPageSlug: null,
      onLeaderboard: true,
    });
  });
});

describe('GET /_api/captain/campaigns', () => {
  it('lists only the campaigns a captain manages', async () => {
    const { campaign, captain } = await createCampaignWithFundraiser([]);
    await createCampaignWithFundraiser([]);
    const { status, json } = await call(captainCampaigns, {
      path: '/x',
      headers: { cookie: await sessionCookieFor(captain) },
    });
    expect(status).toBe(200);
    expect(json.map((c: { id: number }) => c.id)).toEqual([campaign.id]);
    expect(json[0]).toMatchObject({ name: campaign.name, slug: campaign.slug, isActive: true, participantCount: 1 });
  });
});
