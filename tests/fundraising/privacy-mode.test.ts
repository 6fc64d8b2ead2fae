import { eq } from 'drizzle-orm';
import { createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import CampaignPage from '@/app/(shop)/campaigns/[campaignSlug]/page';
import { rankByHref, rankingIn } from '@/app/(shop)/campaigns/[campaignSlug]/rank-by-store';
import FundraiserPage, { generateMetadata } from '@/app/(shop)/fundraisers/[fundraiserSlug]/page';
import { GET as leaderboard } from '@/app/%5Fapi/campaign/leaderboard/route';
import { GET as fundraiserDetails } from '@/app/%5Fapi/fundraiser/details/route';
import sitemap from '@/app/sitemap';
import { CartProvider } from '@/components/cart/cart-provider';
import { rankingsOffered } from '@/lib/leaderboard';
import { getDb } from '@/server/db';
import { getCampaignLeaderboard, getFundraiserDetails } from '@/server/db/queries/fundraising';
import { campaignParticipants, campaigns, users } from '@/server/db/schema';
import { createUser } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 27, public side: a `minors` campaign's leaderboard and its people's pages name them by their public name
 * (never a last name), show no photo, answer the campaign's privacyMode/showSellerAmounts; a campaign hiding
 * per-seller amounts answers no money per fundraiser and ranks by bags; a member off the leaderboard keeps a page
 * that sells and credits; a person in two campaigns has a page in each, named by that page's campaign's mode (the
 * strictest-mode rule is retired); the sitemap leaves out the pages of minors campaigns.
 */

const run = Date.now().toString(36);
const photo = (name: string) => `https://images.example.com/${name}-${run}.jpg`;
const LAST_NAMES = ['Thompson', 'Okafor', 'Haddad', 'Martinez'];

type Person = typeof users.$inferSelect & { email: string };
let minors: typeof campaigns.$inferSelect;
let quiet: typeof campaigns.$inferSelect;
let standard: typeof campaigns.$inferSelect;
let ava: Person; // minors campaign, full display name
let speedy: Person; // minors campaign, a nickname
let noor: Person; // minors campaign, stays off the leaderboard
let zoe: Person; // a page in the minors campaign (joined first) and one in the standard campaign
let sam: Person; // standard campaign only
let bagsLead: Person; // quiet campaign: more bags, less money
let moneyLead: Person; // quiet campaign: more money, fewer bags

async function person(values: Parameters<typeof createUser>[0], ...campaignIds: number[]) {
  const user = await createUser({ isPublic: true, ...values });
  const db = await getDb();
  for (const campaignId of campaignIds) await db.insert(campaignParticipants).values({ campaignId, userId: user.id });
  return user as Person;
}

const bag = (unitPriceCents: number, quantity: number) => [{ productName: 'Bag', unitPriceCents, quantity }];
const board = (slug: string, query = '') => call(leaderboard, { path: `/x?campaignSlug=${slug}${query}` });
const details = (slug: string) => call(fundraiserDetails, { path: `/x?fundraiserSlug=${slug}` });

beforeAll(async () => {
  const beans = await createProduct({ name: `Privacy Beans ${run}`, priceCents: 1500 });
  // Zoe joins the minors campaign first (her page becomes its page), then the standard one (a page of its own).
  minors = (
    await createCampaignWithFundraiser([beans.id], {
      slug: `minors-${run}`,
      privacyMode: 'minors',
      goalAmountCents: 100_000,
      startDate: new Date(Date.now() - 10 * 86_400_000),
    })
  ).campaign;
  quiet = (await createCampaignWithFundraiser([beans.id], { slug: `quiet-${run}`, showSellerAmounts: false })).campaign;
  standard = (await createCampaignWithFundraiser([beans.id], { slug: `standard-${run}` })).campaign;
  // The helpers' own fundraisers have no public page: they never show.
  ava = await person(
    {
      firstName: 'Ava',
      lastName: 'Thompson',
      displayName: 'Ava Thompson',
      avatarUrl: photo('ava'),
      landingPageSlug: `ava-${run}`,
      goalAmountCents: 20_000,
    },
    minors.id,
  );
  speedy = await person(
    {
      firstName: 'Liam',
      lastName: 'Okafor',
      displayName: 'Speedy',
      avatarUrl: photo('speedy'),
      landingPageSlug: `speedy-${run}`,
    },
    minors.id,
  );
  noor = await person(
    {
      firstName: 'Noor',
      lastName: 'Haddad',
      displayName: 'Noor Haddad',
      avatarUrl: photo('noor'),
      landingPageSlug: `noor-${run}`,
      onLeaderboard: false,
    },
    minors.id,
  );
  zoe = await person(
    {
      firstName: 'Zoe',
      lastName: 'Martinez',
      displayName: 'Zoe Martinez',
      avatarUrl: photo('zoe'),
      landingPageSlug: `zoe-${run}`,
    },
    minors.id,
    standard.id,
  );
  sam = await person(
    {
      firstName: 'Sam',
      lastName: 'Standard',
      displayName: 'Sam Standard',
      avatarUrl: photo('sam'),
      landingPageSlug: `sam-${run}`,
      goalAmountCents: 10_000,
    },
    standard.id,
  );
  bagsLead = await person(
    { displayName: 'Bea Bags', landingPageSlug: `bea-${run}`, goalAmountCents: 10_000 },
    quiet.id,
  );
  moneyLead = await person({ displayName: 'Max Money', landingPageSlug: `max-${run}` }, quiet.id);

  await insertOrder({ campaignId: minors.id, subAccountId: ava.id }, bag(1500, 2)); // $30.00
  await insertOrder({ campaignId: minors.id, subAccountId: speedy.id }, bag(1500, 1)); // $15.00
  await insertOrder({ campaignId: minors.id, subAccountId: noor.id }, bag(1500, 3)); // $45.00, off the board
  await insertOrder({ campaignId: standard.id, subAccountId: sam.id }, bag(1500, 1));
  await insertOrder({ campaignId: quiet.id, subAccountId: bagsLead.id }, bag(500, 4)); // $20.00, 4 bags
  await insertOrder({ campaignId: quiet.id, subAccountId: moneyLead.id }, bag(5000, 1)); // $50.00, 1 bag
  await insertOrder({ campaignId: quiet.id, subAccountId: moneyLead.id, orderStatus: 'cancelled' }, bag(500, 9));
});

describe('a minors campaign on the public API', () => {
  it('names every entry by public name, with no photo, and answers the campaign mode', async () => {
    const { status, json } = await board(minors.slug!);
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({ privacyMode: 'minors', showSellerAmounts: true });
    const byId = new Map(json.leaderboard.map((entry: { userId: number }) => [entry.userId, entry]));
    expect(byId.get(ava.id)).toMatchObject({ displayName: 'Ava T.', avatarUrl: null, totalRaised: '30.00' });
    expect(byId.get(speedy.id)).toMatchObject({ displayName: 'Speedy', avatarUrl: null });
    expect(byId.get(zoe.id)).toMatchObject({ displayName: 'Zoe M.', avatarUrl: null });
    const text = JSON.stringify(json);
    for (const lastName of LAST_NAMES) expect(text).not.toContain(lastName);
    expect(text).not.toContain('images.example.com');
    expect(text).not.toMatch(/"(firstName|lastName|email)"/);
  });

  it('leaves out a member who stays off the leaderboard, whose sales still count in the campaign total', async () => {
    const { json } = await board(minors.slug!);
    expect(json.leaderboard.map((entry: { userId: number }) => entry.userId)).not.toContain(noor.id);
    // Ava $30 + Speedy $15 + Noor $45.
    expect(json.totalRaised).toBe('90.00');
    expect(json.totalBags).toBe(6);
    // The page still answers (in public name) and sells.
    const page = await details(`noor-${run}`);
    expect(page.status).toBe(200);
    expect(page.json.fundraiser).toMatchObject({ userId: noor.id, displayName: 'Noor H.', avatarUrl: null });
    expect(page.json.totalCollected).toBe('45.00');
    expect(page.json.products).toHaveLength(1);
    // The supporter picker of the campaign page still offers her, by public name.
    const read = await getCampaignLeaderboard({ slug: minors.slug! });
    expect(read!.offBoard).toEqual([{ userId: noor.id, displayName: 'Noor H.' }]);
  });

  it("answers a person's details in public name, first name only, no photo", async () => {
    const { status, json } = await details(`ava-${run}`);
    expect(status).toBe(200);
    expect(json.fundraiser).toEqual({
      userId: ava.id,
      displayName: 'Ava T.',
      firstName: 'Ava',
      avatarUrl: null,
      description: null,
      customMessage: null,
      goalAmount: 20_000,
    });
    expect(json.campaign).toMatchObject({ id: minors.id, privacyMode: 'minors', showSellerAmounts: true });
    expect(JSON.stringify(json)).not.toContain('Thompson');
  });

  it("names a person in two campaigns by each page's own campaign mode", async () => {
    const { json } = await details(`zoe-${run}`);
    expect(json.campaign).toMatchObject({ id: minors.id, privacyMode: 'minors' });
    expect(json.fundraiser).toMatchObject({ displayName: 'Zoe M.', firstName: 'Zoe', avatarUrl: null });
    expect((await getFundraiserDetails({ slug: `zoe-${run}` }))!.fundraiser.privacyMode).toBe('minors');
    // Her standard campaign's page: its own address (derived from hers), her full name and photo.
    const standardBoard = await board(standard.slug!);
    const entry = standardBoard.json.leaderboard.find((e: { userId: number }) => e.userId === zoe.id);
    expect(entry).toMatchObject({
      displayName: 'Zoe Martinez',
      avatarUrl: photo('zoe'),
      landingPageSlug: `zoe-${run}-standard-${run}`,
    });
    const standardPage = await details(entry.landingPageSlug);
    expect(standardPage.json.campaign).toMatchObject({ id: standard.id, privacyMode: 'standard' });
    expect(standardPage.json.fundraiser).toMatchObject({ displayName: 'Zoe Martinez', firstName: 'Zoe' });
  });

  it('keeps a first name that carries a second word to its first word only', async () => {
    const db = await getDb();
    await db.update(users).set({ firstName: 'Ava Thompson' }).where(eq(users.id, ava.id));
    try {
      const { json } = await details(`ava-${run}`);
      expect(json.fundraiser.firstName).toBe('Ava');
      expect(JSON.stringify(json)).not.toContain('Thompson');
    } finally {
      await db.update(users).set({ firstName: 'Ava' }).where(eq(users.id, ava.id));
    }
  });
});

describe('standard campaigns are as before', () => {
  it("show the person's own display name and photo, and every money key", async () => {
    const { json } = await board(standard.slug!);
    expect(json.campaign).toMatchObject({ privacyMode: 'standard', showSellerAmounts: true });
    expect(json.leaderboard.find((e: { userId: number }) => e.userId === sam.id)).toEqual({
      userId: sam.id,
      displayName: 'Sam Standard',
      avatarUrl: photo('sam'),
      totalRaised: '15.00',
      goalAmount: 10_000,
      rank: 1,
      landingPageSlug: `sam-${run}`,
      bagsSold: 1,
      supporters: 1,
    });
    const page = await details(`sam-${run}`);
    expect(page.json.fundraiser).toMatchObject({ displayName: 'Sam Standard', avatarUrl: photo('sam') });
    expect(page.json.totalCollected).toBe('15.00');
    expect(page.json).not.toHaveProperty('goalProgressPercent');
  });
});

describe('a campaign that hides per-seller amounts', () => {
  it('answers entries without totalRaised, goalAmount or teamRaised, with the share of the goal', async () => {
    const { status, json } = await board(quiet.slug!);
    expect(status).toBe(200);
    expect(json.campaign).toMatchObject({ privacyMode: 'standard', showSellerAmounts: false });
    expect(json.leaderboard).toEqual([
      {
        userId: bagsLead.id,
        displayName: 'Bea Bags',
        avatarUrl: null,
        goalProgressPercent: 20,
        rank: 1,
        landingPageSlug: `bea-${run}`,
        bagsSold: 4,
        supporters: 1,
      },
      {
        userId: moneyLead.id,
        displayName: 'Max Money',
        avatarUrl: null,
        goalProgressPercent: null,
        rank: 2,
        landingPageSlug: `max-${run}`,
        bagsSold: 1,
        supporters: 1,
      },
    ]);
    for (const entry of json.leaderboard) {
      for (const key of ['totalRaised', 'goalAmount', 'teamRaised']) expect(entry).not.toHaveProperty(key);
    }
    // The campaign's own total is not a seller's amount.
    expect(json.totalRaised).toBe('70.00');
  });

  it('ranks by bags by default and for rankBy=raised (money never decides the order)', async () => {
    for (const query of ['', '&rankBy=raised', '&rankBy=bags']) {
      const { json } = await board(quiet.slug!, query);
      expect(json.leaderboard.map((e: { userId: number }) => e.userId)).toEqual([bagsLead.id, moneyLead.id]);
    }
    // The same people ranked by money on a campaign that shows amounts would be the other way round.
    const db = await getDb();
    await db.update(campaigns).set({ showSellerAmounts: true }).where(eq(campaigns.id, quiet.id));
    try {
      const { json } = await board(quiet.slug!);
      expect(json.leaderboard.map((e: { userId: number }) => e.userId)).toEqual([moneyLead.id, bagsLead.id]);
      expect(json.leaderboard[0]).toHaveProperty('totalRaised', '50.00');
    } finally {
      await db.update(campaigns).set({ showSellerAmounts: false }).where(eq(campaigns.id, quiet.id));
    }
  });

  it("answers a fundraiser's details without their money", async () => {
    const { json } = await details(`bea-${run}`);
    expect(json.campaign).toMatchObject({ id: quiet.id, showSellerAmounts: false });
    expect(json.goalProgressPercent).toBe(20);
    expect(json).not.toHaveProperty('totalCollected');
    expect(json).not.toHaveProperty('teamRaised');
    expect(json.fundraiser).not.toHaveProperty('goalAmount');
  });
});

describe('the sitemap', () => {
  it('leaves out the pages of people in a minors campaign, keeps the others and the campaign pages', async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    for (const slug of [`ava-${run}`, `speedy-${run}`, `noor-${run}`, `zoe-${run}`])
      expect(urls.some((url) => url.endsWith(`/fundraisers/${slug}`))).toBe(false);
    for (const slug of [`sam-${run}`, `bea-${run}`])
      expect(urls.some((url) => url.endsWith(`/fundraisers/${slug}`))).toBe(true);
    expect(urls.some((url) => url.endsWith(`/campaigns/${minors.slug}`))).toBe(true);
  });
});

/*
 * A crawler's view, as far as a unit test gets: the pages' server components rendered to HTML (react-dom/server, as
 * Next renders them; the cart provider the root layout gives), plus every prop the page hands to its components
 * (what the RSC payload carries to client components, the supporter picker's list among them). Not the built app's
 * RSC stream itself: the Playwright suite would need an admin API for privacyMode first.
 */
async function renderPage(element: ReactNode) {
  const stream = await renderToReadableStream(createElement(CartProvider, null, element));
  await stream.allReady;
  const html = await new Response(stream).text();
  const seen = new WeakSet<object>();
  const props = JSON.stringify(element, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    return value;
  });
  return `${html}\n${props}`;
}
/** The rendered text without React's text separators ("20<!-- -->% of goal"). */
const text = (page: string) => page.replaceAll('<!-- -->', '');
const has = (page: string, needle: string) => expect(text(page).includes(needle), needle).toBe(true);
const lacks = (page: string, needle: string) => expect(text(page).includes(needle), needle).toBe(false);

const campaignPage = async (slug: string) =>
  renderPage(await CampaignPage({ params: Promise.resolve({ campaignSlug: slug }) }));
const fundraiserPage = async (slug: string) =>
  renderPage(await FundraiserPage({ params: Promise.resolve({ fundraiserSlug: slug }) }));

describe('the public pages of a minors campaign', () => {
  const secrets = () => [...LAST_NAMES, 'images.example.com', ...[ava, speedy, noor, zoe].map((p) => p.email)];

  it('the campaign page shows public names and initials only, the picker included', async () => {
    const page = await campaignPage(minors.slug!);
    has(page, 'Ava T.');
    has(page, 'Speedy');
    // Off the leaderboard, still in the supporter picker's list.
    has(page, '"displayName":"Noor H."');
    for (const secret of secrets()) lacks(page, secret);
    lacks(page, 'Photo of');
  });

  it('each fundraiser page, and its title, shows the public name; minors pages are noindex', async () => {
    for (const [slug, name] of [
      [`ava-${run}`, 'Ava T.'],
      [`noor-${run}`, 'Noor H.'],
      [`zoe-${run}`, 'Zoe M.'],
    ] as const) {
      const page = await fundraiserPage(slug);
      has(page, `>${name}</h1>`);
      for (const secret of secrets()) lacks(page, secret);
      lacks(page, 'Photo of');
      const metadata = await generateMetadata({ params: Promise.resolve({ fundraiserSlug: slug }) });
      expect(metadata.title).toBe(`Support ${name}`);
      expect(metadata.robots).toEqual({ index: false });
      expect(JSON.stringify(metadata)).not.toMatch(new RegExp(LAST_NAMES.join('|')));
    }
  });

  it('a standard page keeps its name, photo and place in search engines', async () => {
    const page = await fundraiserPage(`sam-${run}`);
    has(page, '>Sam Standard</h1>');
    has(page, 'alt="Photo of Sam Standard"');
    const metadata = await generateMetadata({ params: Promise.resolve({ fundraiserSlug: `sam-${run}` }) });
    expect(metadata.title).toBe('Support Sam Standard');
    expect(metadata).not.toHaveProperty('robots');
  });
});

describe('the pages of a campaign that hides per-seller amounts', () => {
  it('the campaign page shows bags, supporters and shares of goal, no dollars per fundraiser', async () => {
    const page = await campaignPage(quiet.slug!);
    has(page, '>4 bags<');
    has(page, '>20% of goal<');
    has(page, '>$70.00<'); // the campaign's own total
    lacks(page, '$20.00');
    lacks(page, '$50.00');
    lacks(page, 'Dollars raised');
    has(page, 'aria-label="Fundraisers ranked by bags sold"');
  });

  it("a fundraiser's page shows the share of the goal, not the money", async () => {
    const page = await fundraiserPage(`bea-${run}`);
    has(page, '>20%</span> of the goal');
    lacks(page, '$20.00');
    lacks(page, '$100 goal');
  });
});

describe("the campaign page's ranking switch", () => {
  const hidden = rankingsOffered(false);
  const page = { pathname: '/campaigns/quiet', search: '' };

  it('offers bags (its default) and supporters when amounts are hidden, all three otherwise', () => {
    expect(hidden).toEqual(['bags', 'supporters']);
    expect(rankingsOffered(true)).toEqual(['raised', 'bags', 'supporters']);
  });

  it('reads an address asking for money as the default, and drops the default from links', () => {
    expect(rankingIn(null, hidden)).toBe('bags');
    expect(rankingIn('raised', hidden)).toBe('bags');
    expect(rankingIn('supporters', hidden)).toBe('supporters');
    expect(rankingIn(null)).toBe('raised');
    expect(rankByHref('bags', page, hidden)).toBe('/campaigns/quiet');
    expect(rankByHref('supporters', page, hidden)).toBe('/campaigns/quiet?rankBy=supporters');
    expect(rankByHref('bags', page)).toBe('/campaigns/quiet?rankBy=bags');
  });
});
