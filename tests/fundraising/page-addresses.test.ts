import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as fundraiserCard } from '@/app/(shop)/fundraisers/[fundraiserSlug]/card.png/route';
import FlyerPage from '@/app/(shop)/fundraisers/[fundraiserSlug]/flyer/page';
import { HiddenFundraiser } from '@/app/(shop)/fundraisers/[fundraiserSlug]/hidden-fundraiser';
import FundraiserPage from '@/app/(shop)/fundraisers/[fundraiserSlug]/page';
import { GET as fundraiserQrPng } from '@/app/(shop)/fundraisers/[fundraiserSlug]/qr.png/route';
import { GET as fundraiserQrSvg } from '@/app/(shop)/fundraisers/[fundraiserSlug]/qr.svg/route';
import { POST as saveSettings } from '@/app/%5Fapi/users/settings/route';
import { proxy } from '@/proxy';
import { getDb } from '@/server/db';
import { campaignParticipants, fundraiserPages, landingPageSlugHistory, type User } from '@/server/db/schema';
import { createUser, sessionCookieFor } from '../support/auth';
import { call } from '../support/http';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';

/*
 * Issue 26: a fundraiser who changes their page address keeps every printed flyer and shared link working (the old
 * address redirects permanently, query and all), someone else may claim the old address, and a page that is not
 * public offers its campaign instead of a dead end.
 */

const settings = (slug: string | null, isPublic = true) => ({
  isPublic,
  customMessage: null,
  description: null,
  goalAmount: null,
  landingPageSlug: slug,
});

async function move(user: User, slug: string | null, isPublic = true) {
  return call(saveSettings, {
    method: 'POST',
    path: '/_api/users/settings',
    body: settings(slug, isPublic),
    headers: { cookie: await sessionCookieFor(user) },
  });
}

type Handler = (request: Request, context: { params: Promise<{ fundraiserSlug: string }> }) => Promise<Response>;
const fileAt = (handler: Handler, slug: string) =>
  handler(new Request(`http://localhost:3000/fundraisers/${slug}/x`), {
    params: Promise.resolve({ fundraiserSlug: slug }),
  });

const viaProxy = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

/** What a page component throws when it redirects: Next's digest names the target and the status. */
async function redirectOf(render: Promise<unknown>): Promise<string> {
  const error = (await render.then(
    () => null,
    (caught: unknown) => caught,
  )) as { digest?: string } | null;
  const [, , target, status] = (error?.digest ?? '').split(';');
  return `${status} ${target}`;
}

const pageAt = (slug: string) => FundraiserPage({ params: Promise.resolve({ fundraiserSlug: slug }) });

async function remembered() {
  const db = await getDb();
  return db
    .select({
      slug: landingPageSlugHistory.slug,
      userId: fundraiserPages.userId,
      pageId: landingPageSlugHistory.pageId,
    })
    .from(landingPageSlugHistory)
    .innerJoin(fundraiserPages, eq(fundraiserPages.id, landingPageSlugHistory.pageId));
}

/** No address is both someone's current address and remembered for someone (else it would redirect them away). */
async function expectNoAddressTwice() {
  const db = await getDb();
  const rows = await db
    .select({ slug: landingPageSlugHistory.slug })
    .from(landingPageSlugHistory)
    .innerJoin(fundraiserPages, eq(fundraiserPages.slug, landingPageSlugHistory.slug));
  expect(rows).toEqual([]);
}

let ada: User;

beforeAll(async () => {
  const beans = await createProduct({ name: 'Address Beans', priceCents: 1600 });
  ada = (await createCampaignWithFundraiser([beans.id], { slug: 'address-drive', name: 'Address Drive' })).fundraiser;
  expect((await move(ada, 'ada-first')).status).toBe(200);
});

describe('changing a fundraiser page address', () => {
  it('keeps the old address, which then redirects permanently to the new one (page, flyer and share files)', async () => {
    expect((await move(ada, 'ada-second')).status).toBe(200);
    expect((await remembered()).map((row) => [row.slug, row.userId])).toEqual([['ada-first', ada.id]]);

    expect(await redirectOf(pageAt('ada-first'))).toBe('308 /fundraisers/ada-second');
    expect(await redirectOf(FlyerPage({ params: Promise.resolve({ fundraiserSlug: 'ada-first' }) }))).toBe(
      '308 /fundraisers/ada-second/flyer',
    );
    for (const [handler, file] of [
      [fundraiserCard, 'card.png'],
      [fundraiserQrPng, 'qr.png'],
      [fundraiserQrSvg, 'qr.svg'],
    ] as const) {
      const response = await fileAt(handler, 'ada-first');
      expect(response.status, file).toBe(308);
      expect(response.headers.get('location'), file).toBe(`/fundraisers/ada-second/${file}`);
    }
    // The new address is the page itself.
    expect((await fileAt(fundraiserQrPng, 'ada-second')).status).toBe(200);
  });

  it('keeps the query (a printed QR code’s ?src=qr) through the redirect the proxy answers', async () => {
    const scanned = await viaProxy('/fundraisers/ada-first?src=qr');
    expect(scanned.status).toBe(308);
    expect(scanned.headers.get('location')).toBe('http://localhost:3000/fundraisers/ada-second?src=qr');
    const flyer = await viaProxy('/fundraisers/ada-first/flyer?src=link&utm_source=club');
    expect(flyer.headers.get('location')).toBe(
      'http://localhost:3000/fundraisers/ada-second/flyer?src=link&utm_source=club',
    );
    expect(flyer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const plain = await viaProxy('/fundraisers/ada-first/qr.png');
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toBe('http://localhost:3000/fundraisers/ada-second/qr.png');
    // At the current address, or one nobody had, the proxy lets the (cached) page answer.
    for (const path of ['/fundraisers/ada-second?src=qr', '/fundraisers/ada-second', '/fundraisers/nobody?src=qr']) {
      expect((await viaProxy(path)).headers.get('x-middleware-next'), path).toBe('1');
    }
  });

  it('follows a second change from every earlier address, and changing back works', async () => {
    expect((await move(ada, 'ada-third')).status).toBe(200);
    expect(await redirectOf(pageAt('ada-first'))).toBe('308 /fundraisers/ada-third');
    expect(await redirectOf(pageAt('ada-second'))).toBe('308 /fundraisers/ada-third');

    expect((await move(ada, 'ada-first')).status).toBe(200);
    expect((await remembered()).map((row) => row.slug).sort()).toEqual(['ada-second', 'ada-third']);
    expect(await redirectOf(pageAt('ada-third'))).toBe('308 /fundraisers/ada-first');
    expect((await fileAt(fundraiserQrPng, 'ada-first')).status).toBe(200);
    await expectNoAddressTwice();
  });

  it('lets someone else claim an old address, which then stops redirecting (in the same change)', async () => {
    const ben = await createUser({ displayName: 'Ben Claims', isPublic: true, landingPageSlug: 'ben-own' });
    expect((await move(ben, 'ada-third')).status).toBe(200);
    expect((await remembered()).map((row) => [row.slug, row.userId]).sort()).toEqual([
      ['ada-second', ada.id],
      ['ben-own', ben.id],
    ]);
    expect((await fileAt(fundraiserQrPng, 'ada-third')).status).toBe(200);
    expect((await viaProxy('/fundraisers/ada-third?src=qr')).headers.get('x-middleware-next')).toBe('1');
    // Ada cannot take it back now: it is Ben's current address.
    expect((await move(ada, 'ada-third')).status).toBe(409);
    await expectNoAddressTwice();
  });

  it('never leaves an address both current and remembered, whatever the order of concurrent changes', async () => {
    const people = await Promise.all(
      ['p1', 'p2', 'p3'].map((name) => createUser({ isPublic: true, landingPageSlug: `race-${name}` })),
    );
    const slugs = ['race-p1', 'race-p2', 'race-p3', 'race-x', 'race-y'];
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        people.map((person, index) => move(person, slugs[(index + round + 1) % slugs.length]!).then((r) => r.status)),
      );
      await expectNoAddressTwice();
    }
  });
});

describe('a fundraiser page that is not public', () => {
  it('offers the campaign page (no name, no photo) at its current and its earlier addresses', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([], { name: 'Hidden Drive' });
    expect((await move(fundraiser, 'kid-before')).status).toBe(200);
    expect((await move(fundraiser, 'kid-now', false)).status).toBe(200);
    for (const slug of ['kid-now', 'kid-before']) {
      const page = (await pageAt(slug)) as { type: unknown; props: { campaign: unknown } };
      expect(page.type, slug).toBe(HiddenFundraiser);
      expect(page.props.campaign, slug).toEqual({ name: 'Hidden Drive', slug: campaign.slug });
      // A hidden page has no redirect either (it would hand out the new address), and no share files.
      expect((await fileAt(fundraiserQrPng, slug)).status).toBe(404);
    }
    expect((await viaProxy('/fundraisers/kid-before?src=qr')).headers.get('x-middleware-next')).toBe('1');
  });

  it('offers the campaign they left, from the orders credited to them', async () => {
    const { campaign, fundraiser } = await createCampaignWithFundraiser([], { name: 'Left Drive' });
    await insertOrder({ campaignId: campaign.id, subAccountId: fundraiser.id });
    const db = await getDb();
    await db.delete(campaignParticipants).where(eq(campaignParticipants.userId, fundraiser.id));
    expect((await move(fundraiser, 'kid-left', false)).status).toBe(200);
    const page = (await pageAt('kid-left')) as { type: unknown; props: { campaign: unknown } };
    expect(page.props.campaign).toEqual({ name: 'Left Drive', slug: campaign.slug });
  });

  it('offers nothing but the coffees when no campaign has a page, and stays not found for unknown addresses', async () => {
    await createUser({ isPublic: false, landingPageSlug: 'loner-page' });
    const page = (await pageAt('loner-page')) as { type: unknown; props: { campaign: unknown } };
    expect(page.type).toBe(HiddenFundraiser);
    expect(page.props.campaign).toBeNull();
    const missing = (await pageAt('never-was').then(
      () => null,
      (caught: { digest?: string }) => caught,
    )) as { digest?: string } | null;
    expect(missing?.digest).toMatch(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
