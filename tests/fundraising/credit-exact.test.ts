import { asAccount } from '@/server/db/types';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminBalances } from '@/app/%5Fapi/admin/campaign/balances/route';
import { GET as adminParticipants } from '@/app/%5Fapi/admin/campaign/participants/route';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as fundraiserDetails } from '@/app/%5Fapi/fundraiser/details/route';
import { GET as sourcesRoute } from '@/app/%5Fapi/fundraiser/sources/route';
import { POST as placeOrder } from '@/app/%5Fapi/products/order/route';
import { RANK_BY } from '@/lib/leaderboard';
import { getDb } from '@/server/db';
import { campaignParticipants, users } from '@/server/db/schema';
import type { RouteHandler } from '@/server/http/route';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setupTestSmtpServer } from '../support/smtp';
import { setFundraiserPage } from '../support/pages';

/*
 * Credit is exact: orders for one fundraiser placed through her own page (link), her QR code and the campaign's
 * supporter picker, sent exactly as each page's checkout sends them, are credited to her once and agree on every
 * view: the leaderboard under each ranking, her page's total, her own source counts and the admin's figures.
 */

setupTestSmtpServer();

let campaignId: number;
let ava: number;
let ben: number;
let adminCookie: string;
let avaCookie: string;
const BEANS = 1850;
const TIN = 600;

const get = (handler: RouteHandler, path: string, cookie?: string) =>
  call(handler, { path, headers: cookie ? { cookie } : {} });

async function order(
  email: string,
  credit: { subAccountId?: number; source: 'qr' | 'link' | 'campaign-picker' },
  items: Array<[number, number]>,
  idempotencyKey?: string,
) {
  const { status, json } = await call(placeOrder, {
    method: 'POST',
    path: '/_api/products/order',
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
    body: {
      customerFirstName: 'Grand',
      customerLastName: 'Ma',
      customerEmail: email,
      campaignId,
      ...credit,
      items: items.map(([productId, quantity]) => ({ productId, quantity })),
    },
  });
  expect([200, 201]).toContain(status);
  return json;
}

beforeAll(async () => {
  const beans = await createProduct({ name: 'Exact Beans', priceCents: BEANS });
  const tin = await createProduct({ name: 'Exact Tin', priceCents: TIN });
  const setup = await createCampaignWithFundraiser([beans.id, tin.id], { slug: 'exact-drive' });
  campaignId = setup.campaign.id;
  ava = setup.fundraiser.id;
  const db = await getDb();
  await db.update(users).set({ displayName: 'Ava' }).where(eq(users.id, ava));
  await setFundraiserPage(ava, campaignId, { isPublic: true, slug: 'exact-ava' });
  const benUser = await createUser({ displayName: 'Ben', isPublic: true, landingPageSlug: 'exact-ben' });
  ben = benUser.id;
  await db.insert(campaignParticipants).values({ campaignId, userId: ben });
  const admin = await createUser({ role: 'admin' });
  adminCookie = await sessionCookieFor(admin);
  const [avaRow] = await db.select().from(users).where(eq(users.id, ava));
  avaCookie = await sessionCookieFor(asAccount(avaRow!));

  // Ava's page (link), then her QR code by the same buyer in other letters, then the picker (double-clicked).
  await order('grandma@example.com', { subAccountId: ava, source: 'link' }, [[beans.id, 2]]);
  await order('GrandMa@Example.com', { subAccountId: ava, source: 'qr' }, [[tin.id, 1]]);
  const picked = await order(
    'uncle@example.com',
    { subAccountId: ava, source: 'campaign-picker' },
    [
      [beans.id, 1],
      [tin.id, 1],
    ],
    'picker-double-click-1',
  );
  const replay = await order(
    'uncle@example.com',
    { subAccountId: ava, source: 'campaign-picker' },
    [
      [beans.id, 1],
      [tin.id, 1],
    ],
    'picker-double-click-1',
  );
  expect(replay.orderNumber).toBe(picked.orderNumber);
  // The whole team through the picker, and Ben's own page.
  await order('neighbour@example.com', { source: 'campaign-picker' }, [[beans.id, 1]]);
  await order('friend@example.com', { subAccountId: ben, source: 'link' }, [[tin.id, 1]]);
});

const AVA_RAISED = 2 * BEANS + TIN + (BEANS + TIN); // 67.50
const CAMPAIGN_RAISED = AVA_RAISED + BEANS + TIN; // 92.00

describe('credit is exact across the three ways to buy for a fundraiser', () => {
  it('counts Ava once, with the same figures, under every leaderboard ranking', async () => {
    for (const rankBy of RANK_BY) {
      const { status, json } = await get(leaderboard, `/x?campaignSlug=exact-drive&rankBy=${rankBy}`);
      expect(status).toBe(200);
      const avas = json.leaderboard.filter((e: { userId: number }) => e.userId === ava);
      expect(avas).toHaveLength(1);
      expect(avas[0]).toMatchObject({ totalRaised: '67.50', bagsSold: 5, supporters: 2, rank: 1 });
      expect(json.leaderboard.find((e: { userId: number }) => e.userId === ben)).toMatchObject({
        totalRaised: '6.00',
        bagsSold: 1,
        supporters: 1,
      });
      expect(json.totalRaised).toBe('92.00');
      expect(json.totalBags).toBe(7);
      expect(json.totalSupporters).toBe(4);
    }
  });

  it('shows the same total on her page and splits it by source on her settings', async () => {
    const details = await get(fundraiserDetails, '/x?fundraiserSlug=exact-ava');
    expect(details.json.totalCollected).toBe('67.50');
    const sources = await get(sourcesRoute, '/_api/fundraiser/sources', avaCookie);
    expect(sources.status).toBe(200);
    expect(sources.json).toEqual({
      sources: [
        { source: 'qr', orders: 1, raisedCents: TIN },
        { source: 'link', orders: 1, raisedCents: 2 * BEANS },
        { source: 'campaign-picker', orders: 1, raisedCents: BEANS + TIN },
      ],
      totalOrders: 3,
      totalRaisedCents: AVA_RAISED,
    });
  });

  it("agrees with the admin's participants and balances", async () => {
    const participants = await get(adminParticipants, `/x?campaignId=${campaignId}`, adminCookie);
    expect(participants.status).toBe(200);
    // The participants list carries no money: Ava is on it once, as the one person her orders are credited to.
    expect(participants.json.participants.filter((p: { id: number }) => p.id === ava)).toHaveLength(1);

    const balances = await get(adminBalances, `/x?campaignId=${campaignId}`, adminCookie);
    expect(balances.status).toBe(200);
    const rows = balances.json.fundraisers as Array<{ userId: number | null; orderedCents: number }>;
    expect(rows.filter((r) => r.userId === ava)).toEqual([expect.objectContaining({ orderedCents: AVA_RAISED })]);
    expect(rows.find((r) => r.userId === ben)).toMatchObject({ orderedCents: TIN });
    expect(rows.find((r) => r.userId === null)).toMatchObject({ orderedCents: BEANS });
    expect(rows.reduce((sum, r) => sum + r.orderedCents, 0)).toBe(CAMPAIGN_RAISED);
    expect(balances.json.orderedCents).toBe(CAMPAIGN_RAISED);
  });
});

describe('GET /_api/fundraiser/sources', () => {
  it("answers only the caller's own counts (a userId in the query is ignored) and refuses guests", async () => {
    const db = await getDb();
    const [benRow] = await db.select().from(users).where(eq(users.id, ben));
    const bens = await get(
      sourcesRoute,
      `/_api/fundraiser/sources?userId=${ava}`,
      await sessionCookieFor(asAccount(benRow!)),
    );
    expect(bens.status).toBe(200);
    expect(bens.json.totalOrders).toBe(1);
    expect(bens.json.sources).toEqual([
      { source: 'qr', orders: 0, raisedCents: 0 },
      { source: 'link', orders: 1, raisedCents: TIN },
      { source: 'campaign-picker', orders: 0, raisedCents: 0 },
    ]);
    const guest = await get(sourcesRoute, '/_api/fundraiser/sources');
    expect(guest.status).toBe(401);
    expect(guest.json.error).toBeTruthy();
  });
});
