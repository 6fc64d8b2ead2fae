import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as campaignProducts } from '@/app/%5Fapi/campaign/products/route';
import { GET as fundraiserDetails } from '@/app/%5Fapi/fundraiser/details/route';
import { getDb } from '@/server/db';
import { campaignParticipants, campaigns, orders, users } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

let campaign: typeof campaigns.$inferSelect;
let ava: typeof users.$inferSelect;
let ben: typeof users.$inferSelect;
let hidden: typeof users.$inferSelect;
let beans: Awaited<ReturnType<typeof createProduct>>;

async function sale(subAccountId: number, totalCents: number, orderStatus: 'pending' | 'cancelled' = 'pending') {
  const db = await getDb();
  await db.insert(orders).values({
    orderNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
    customerFirstName: 'C',
    customerLastName: 'D',
    customerEmail: 'c@example.com',
    campaignId: campaign.id,
    subAccountId,
    totalCents,
    orderStatus,
  });
}

beforeAll(async () => {
  beans = await createProduct({ name: 'Leaderboard Beans', priceCents: 1850 });
  await createProduct({ name: 'Not In Campaign' });
  const setup = await createCampaignWithFundraiser([beans.id], { goalAmountCents: 100_000, slug: 'spring-drive' });
  campaign = setup.campaign;
  const db = await getDb();
  [ava] = (await db
    .update(users)
    .set({ displayName: 'Ava', firstName: 'Ava' })
    .where(eq(users.id, setup.fundraiser.id))
    .returning()) as [typeof users.$inferSelect];
  await setFundraiserPage(ava.id, campaign.id, { isPublic: true, slug: 'ava-runs', goalAmountCents: 20_000 });
  ben = await createUser({ displayName: 'Ben', isPublic: true, landingPageSlug: 'ben-runs', goalAmountCents: 5_000 });
  hidden = await createUser({ displayName: 'Hidden', isPublic: false, landingPageSlug: 'hidden-runs' });
  await db.insert(campaignParticipants).values([
    { campaignId: campaign.id, userId: ben.id },
    { campaignId: campaign.id, userId: hidden.id },
  ]);
  await sale(ava.id, 1999);
  await sale(ava.id, 1);
  await sale(ben.id, 6000);
  await sale(ben.id, 99_999, 'cancelled');
  await sale(hidden.id, 500);
});

describe('GET /_api/campaign/leaderboard', () => {
  it('ranks public fundraisers by money raised, excluding cancelled orders, with exact totals', async () => {
    const { status, json } = await call(leaderboard, { path: '/x?campaignSlug=spring-drive' });
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({
      id: campaign.id,
      slug: 'spring-drive',
      isActive: true,
      participantCount: 3,
      endDate: null,
    });
    expect(json.leaderboard).toEqual([
      {
        userId: ben.id,
        displayName: 'Ben',
        avatarUrl: null,
        totalRaised: '60.00',
        goalAmount: 5000,
        rank: 1,
        landingPageSlug: 'ben-runs',
        bagsSold: 0,
        supporters: 1,
      },
      {
        userId: ava.id,
        displayName: 'Ava',
        avatarUrl: null,
        totalRaised: '20.00',
        goalAmount: 20000,
        rank: 2,
        landingPageSlug: 'ava-runs',
        bagsSold: 0,
        supporters: 1,
      },
    ]);
    // The campaign total includes every non-cancelled sale, also the hidden fundraiser's.
    expect(json.totalRaised).toBe('85.00');
    expect(json.campaignGoal).toBe('1000.00');
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await call(leaderboard, { path: '/x?campaignSlug=nope' })).status).toBe(404);
    const missing = await call(leaderboard, { path: '/x?campaignSlug=' });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Campaign slug is required.');
  });
});

describe('GET /_api/fundraiser/details', () => {
  it('shows a public fundraiser with their campaign, its products and what they collected', async () => {
    const { status, json } = await call(fundraiserDetails, { path: '/x?fundraiserSlug=ava-runs' });
    expect(status).toBe(200);
    expect(json.fundraiser).toMatchObject({ userId: ava.id, displayName: 'Ava', firstName: 'Ava', goalAmount: 20000 });
    expect(json.campaign).toMatchObject({ id: campaign.id, name: campaign.name });
    expect(json.products.map((p: { name: string; price: string }) => [p.name, p.price])).toEqual([
      ['Leaderboard Beans', '18.50'],
    ]);
    expect(json.totalCollected).toBe('20.00');
  });

  it('hides pages that are not public, and answers 400 without a slug', async () => {
    expect((await call(fundraiserDetails, { path: '/x?fundraiserSlug=hidden-runs' })).status).toBe(404);
    expect((await call(fundraiserDetails, { path: '/x' })).json.error).toBe('Fundraiser slug is required.');
  });
});

describe('GET /_api/campaign/products', () => {
  it('lists the campaign products by id or by slug', async () => {
    for (const query of [`campaignId=${campaign.id}`, 'campaignSlug=spring-drive']) {
      const { status, json } = await call(campaignProducts, { path: `/x?${query}` });
      expect(status).toBe(200);
      expect(json.map((p: { name: string }) => p.name)).toEqual(['Leaderboard Beans']);
    }
  });

  it.each([
    ['', 'Either campaignId or campaignSlug must be provided, but not both.'],
    [`campaignId=1&campaignSlug=x`, 'Either campaignId or campaignSlug must be provided, but not both.'],
    ['campaignId=0', 'Campaign ID must be a positive integer.'],
    ['campaignId=abc', 'Campaign ID must be a positive integer.'],
  ])('answers 400 for ?%s', async (query, message) => {
    const { status, json } = await call(campaignProducts, { path: `/x?${query}` });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
  });
});
