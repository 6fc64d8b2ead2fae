import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { rankLeaderboard } from '@/lib/leaderboard';
import { getDb } from '@/server/db';
import { campaignParticipants, orders, users } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';
import { setFundraiserPage } from '../support/pages';

setupTestSmtpServer();

let campaignId: number;
const people: Record<string, number> = {};

async function buy(email: string, subAccountId: number | null, items: Array<[number, number]>) {
  const { status, json } = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    body: {
      customerFirstName: 'Buyer',
      customerLastName: 'Person',
      customerEmail: email,
      campaignId,
      subAccountId,
      items: items.map(([productId, quantity]) => ({ productId, quantity })),
    },
  });
  expect(status).toBe(201);
  return json.orderNumber as string;
}

const board = (query: string) => call(leaderboard, { path: `/x?campaignSlug=rank-drive${query}` });
const names = (json: { leaderboard: Array<{ displayName: string }> }) => json.leaderboard.map((e) => e.displayName);

beforeAll(async () => {
  const beans = await createProduct({ name: 'Rank Beans', priceCents: 1000 });
  const tin = await createProduct({ name: 'Rank Tin', priceCents: 250 });
  const setup = await createCampaignWithFundraiser([beans.id, tin.id], { slug: 'rank-drive' });
  campaignId = setup.campaign.id;
  const db = await getDb();
  await db.update(users).set({ displayName: 'Ava' }).where(eq(users.id, setup.fundraiser.id));
  await setFundraiserPage(setup.fundraiser.id, campaignId, { isPublic: true, slug: 'rank-ava' });
  people.Ava = setup.fundraiser.id;
  for (const [name, isPublic] of [
    ['Ben', true],
    ['Cy', true],
    ['Dee', false],
    ['Fay', true],
    ['eli', true],
  ] as const) {
    const user = await createUser({ displayName: name, isPublic, landingPageSlug: `rank-${name.toLowerCase()}` });
    people[name] = user.id;
    await db.insert(campaignParticipants).values({ campaignId, userId: user.id });
  }
  await buy('x@example.com', people.Ava!, [[beans.id, 5]]); // $50.00, 5 bags, 1 supporter
  await buy('A@example.com', people.Ben!, [[beans.id, 1]]); // Ben: $22.50, 3 bags, 2 supporters (a@ twice)
  await buy('a@EXAMPLE.com', people.Ben!, [[beans.id, 1]]);
  await buy('b@example.com', people.Ben!, [[tin.id, 1]]);
  for (const email of ['c1@example.com', 'c2@example.com', 'c3@example.com'])
    await buy(email, people.Cy!, [[tin.id, 1]]); // Cy: $7.50, 3 bags, 3 supporters
  const cancelled = await buy('z@example.com', people.Cy!, [[beans.id, 50]]);
  await db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.orderNumber, cancelled));
  await buy('d@example.com', people.Dee!, [[tin.id, 1]]); // hidden page: counts for the campaign only
  await buy('x@example.com', null, [[beans.id, 2]]); // the whole team: campaign only
});

describe('GET /_api/campaign/leaderboard: bags, supporters and rankBy', () => {
  it('adds bags sold and supporters per fundraiser and for the campaign, ranked by money raised by default', async () => {
    const { status, json } = await board('');
    expect(status).toBe(200);
    // Fay and eli have sold nothing: tied on every figure, so by name regardless of case.
    expect(names(json)).toEqual(['Ava', 'Ben', 'Cy', 'eli', 'Fay']);
    expect(
      json.leaderboard.map((e: Record<string, unknown>) => [
        e.displayName,
        e.totalRaised,
        e.bagsSold,
        e.supporters,
        e.rank,
      ]),
    ).toEqual([
      ['Ava', '50.00', 5, 1, 1],
      ['Ben', '22.50', 3, 2, 2],
      ['Cy', '7.50', 3, 3, 3],
      ['eli', '0.00', 0, 0, 4],
      ['Fay', '0.00', 0, 0, 5],
    ]);
    // Every non-cancelled order of the campaign: fundraisers, the hidden page and the whole-team order.
    expect(json.totalRaised).toBe('102.50');
    expect(json.totalBags).toBe(14);
    expect(json.totalSupporters).toBe(7);
    expect(json.campaign).toMatchObject({ totalBags: 14, totalSupporters: 7 });
    expect((await board('&rankBy=raised')).json).toEqual(json);
  });

  it('ranks by bags sold (ties by money raised) and by supporters', async () => {
    const bags = await board('&rankBy=bags');
    expect(bags.status).toBe(200);
    expect(bags.json.leaderboard.map((e: { displayName: string; rank: number }) => [e.displayName, e.rank])).toEqual([
      ['Ava', 1],
      ['Ben', 2],
      ['Cy', 3],
      ['eli', 4],
      ['Fay', 5],
    ]);
    const supporters = await board('&rankBy=supporters');
    expect(names(supporters.json)).toEqual(['Cy', 'Ben', 'Ava', 'eli', 'Fay']);
    // The campaign's figures do not depend on the ranking.
    expect(supporters.json.totalRaised).toBe('102.50');
    expect(supporters.json.totalBags).toBe(14);
  });

  it.each(['dollars', '', 'Bags', 'raised,bags'])('answers 400 for rankBy=%s', async (value) => {
    const { status, json } = await board(`&rankBy=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(json.error).toBe("rankBy must be one of 'raised', 'bags' or 'supporters'.");
  });
});

describe('rankLeaderboard', () => {
  const entry = (
    userId: number,
    displayName: string,
    totalRaisedCents: number,
    bagsSold: number,
    supporters: number,
  ) => ({
    userId,
    displayName,
    totalRaisedCents,
    bagsSold,
    supporters,
  });

  it('breaks ties by the other figures, then name, then id, the same for any input order', () => {
    const entries = [
      entry(4, 'Zed', 1000, 2, 1),
      entry(3, 'amy', 1000, 2, 2),
      entry(2, 'Amy', 1000, 2, 2),
      entry(1, 'Bob', 1000, 3, 1),
      entry(5, 'Amy', 1000, 2, 2),
    ];
    const expected = [1, 2, 5, 3, 4];
    expect(rankLeaderboard(entries, 'raised').map((e) => e.userId)).toEqual(expected);
    expect(rankLeaderboard([...entries].reverse(), 'raised').map((e) => e.userId)).toEqual(expected);
    expect(rankLeaderboard(entries, 'supporters').map((e) => e.userId)).toEqual([2, 5, 3, 1, 4]);
    expect(rankLeaderboard(entries, 'bags').map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
  });
});
