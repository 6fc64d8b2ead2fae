import { eq } from 'drizzle-orm';
import { Children, createElement, isValidElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as fundraiserCard } from '@/app/(shop)/fundraisers/[fundraiserSlug]/card.png/route';
import { ShareFlyer } from '@/components/share-kit/share-flyer';
import { getDb } from '@/server/db';
import { campaigns, users } from '@/server/db/schema';
import { loadSharedPage, type SharedPage } from '@/server/share-kit/pages';
import { insertOrder } from '../support/orders';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

/*
 * Issue 27, the share kit: a fundraiser in a `minors` campaign is named on their card and flyer by their public name
 * (first name and last initial), with initials instead of their photo; a campaign that hides per-seller amounts
 * shows the share of the goal and never the fundraiser's raised amount or goal. Standard campaigns as before.
 */

// next/og draws the card in WebAssembly; the element it is given is what the card says.
const drawn = vi.hoisted(() => ({ elements: [] as unknown[] }));
vi.mock('next/og', () => ({
  ImageResponse: class extends Response {
    constructor(element: unknown, init: { headers?: HeadersInit }) {
      drawn.elements.push(element);
      super('png', { headers: { 'Content-Type': 'image/png', ...init.headers } });
    }
  },
}));

const run = Date.now().toString(36);
const PHOTO = '/images/founders/maya.webp';

/** The texts and image sources of an element tree (the card's JSX), in order. */
function textsOf(node: ReactNode): string[] {
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: ReactNode; src?: string };
  const own = node.type === 'img' && props.src ? [`<img ${props.src.slice(0, 30)}>`] : [];
  return [...own, ...Children.toArray(props.children).flatMap(textsOf)];
}

async function cardTexts(slug: string): Promise<string> {
  drawn.elements.length = 0;
  const response = await fundraiserCard(new Request(`http://localhost:3000/fundraisers/${slug}/card.png`), {
    params: Promise.resolve({ fundraiserSlug: slug }),
  });
  expect(response.status).toBe(200);
  expect(drawn.elements).toHaveLength(1);
  return textsOf(drawn.elements[0] as ReactNode).join(' | ');
}

async function flyerHtml(page: SharedPage): Promise<string> {
  const stream = await renderToReadableStream(createElement(ShareFlyer, { page, pageUrl: 'https://shop.test/x' }));
  await stream.allReady;
  return new Response(stream).text();
}

/** A fundraiser with a public page, a photo and a $200 goal in a new campaign, credited with $50. */
async function fundraiserIn(campaign: Partial<typeof campaigns.$inferInsert>, tag: string) {
  const beans = await createProduct({ name: `Privacy Kit Beans ${tag}`, priceCents: 2500 });
  const setup = await createCampaignWithFundraiser([beans.id], { goalAmountCents: 100_000, ...campaign });
  const slug = `kit-${tag}-${run}`;
  const db = await getDb();
  await db
    .update(users)
    .set({
      firstName: 'Ava',
      lastName: `Thornbury`,
      displayName: 'Ava Thornbury',
      avatarUrl: PHOTO,
    })
    .where(eq(users.id, setup.fundraiser.id));
  await setFundraiserPage(setup.fundraiser.id, setup.campaign.id, { isPublic: true, slug, goalAmountCents: 20_000 });
  await insertOrder({ campaignId: setup.campaign.id, subAccountId: setup.fundraiser.id }, [
    { productName: beans.name, unitPriceCents: 2500, quantity: 2 },
  ]);
  return { ...setup, slug };
}

let hidden: Awaited<ReturnType<typeof fundraiserIn>>;
let minorsShown: Awaited<ReturnType<typeof fundraiserIn>>;
let standard: Awaited<ReturnType<typeof fundraiserIn>>;

beforeAll(async () => {
  hidden = await fundraiserIn({ privacyMode: 'minors', showSellerAmounts: false }, 'hidden');
  minorsShown = await fundraiserIn({ privacyMode: 'minors', showSellerAmounts: true }, 'shown');
  standard = await fundraiserIn({ privacyMode: 'standard' }, 'std');
});

describe('share kit data of a fundraiser page (loadSharedPage)', () => {
  it('in a minors campaign hiding amounts: public name, no photo, no amounts, the share of the goal', async () => {
    const page = await loadSharedPage('fundraiser', hidden.slug);
    expect(page).toMatchObject({ name: 'Ava T.', avatarUrl: null, amounts: null, goalPercent: 25 });
    expect(JSON.stringify(page)).not.toContain('Thornbury');
  });

  it('in a minors campaign showing amounts: public name and no photo, amounts as before', async () => {
    const page = await loadSharedPage('fundraiser', minorsShown.slug);
    expect(page).toMatchObject({
      name: 'Ava T.',
      avatarUrl: null,
      amounts: { goalCents: 20_000, raisedCents: 5000 },
      goalPercent: 25,
    });
  });

  it('in a standard campaign: the display name, the photo and the amounts', async () => {
    const page = await loadSharedPage('fundraiser', standard.slug);
    expect(page).toMatchObject({
      name: 'Ava Thornbury',
      avatarUrl: PHOTO,
      amounts: { goalCents: 20_000, raisedCents: 5000 },
      goalPercent: 25,
    });
  });

  it('a campaign hiding per-seller amounts still shows its own totals on its kit', async () => {
    const page = await loadSharedPage('campaign', hidden.campaign.slug!);
    expect(page).toMatchObject({ amounts: { goalCents: 100_000, raisedCents: 5000 }, goalPercent: 5 });
  });
});

describe('GET /fundraisers/{slug}/card.png (what the card draws)', () => {
  it('minors, amounts hidden: "Ava T.", initials, the share of the goal and no amount', async () => {
    const texts = await cardTexts(hidden.slug);
    expect(texts).toContain('Ava T.');
    expect(texts.split(' | ')).toContain('AT');
    expect(texts).toContain('25% of the goal');
    expect(texts).not.toContain('Thornbury');
    expect(texts).not.toContain('<img');
    expect(texts).not.toContain('$');
  });

  it('standard: the display name, the photo, what was raised of the goal', async () => {
    const texts = await cardTexts(standard.slug);
    expect(texts).toContain('Ava Thornbury');
    expect(texts).toContain('<img data:image/jpeg;base64');
    expect(texts).toContain('$50.00');
    expect(texts).toContain('raised of a $200 goal');
  });
});

describe('the printable flyer', () => {
  it('minors, amounts hidden: public name, no photo, the share of the goal and no amount of the fundraiser', async () => {
    const html = await flyerHtml((await loadSharedPage('fundraiser', hidden.slug))!);
    expect(html).toContain('Support <!-- -->Ava T.');
    expect(html).toContain('of the goal reached so far');
    expect(html).not.toContain('Thornbury');
    expect(html).not.toContain('maya.webp');
    expect(html).not.toContain('$200');
    expect(html).not.toContain('$50.00');
    expect(html).not.toContain('raised so far');
  });

  it('standard: the display name, the photo, the goal and what was raised', async () => {
    const html = await flyerHtml((await loadSharedPage('fundraiser', standard.slug))!);
    expect(html).toContain('Ava Thornbury');
    expect(html).toContain('maya.webp');
    expect(html).toContain('$200');
    expect(html).toContain('$50.00');
    expect(html).not.toContain('of the goal reached so far');
  });
});
