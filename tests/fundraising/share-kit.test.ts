import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as campaignCard } from '@/app/(shop)/campaigns/[campaignSlug]/card.png/route';
import { GET as campaignQrPng } from '@/app/(shop)/campaigns/[campaignSlug]/qr.png/route';
import { GET as campaignQrSvg } from '@/app/(shop)/campaigns/[campaignSlug]/qr.svg/route';
import { GET as fundraiserCard } from '@/app/(shop)/fundraisers/[fundraiserSlug]/card.png/route';
import { GET as fundraiserQrPng } from '@/app/(shop)/fundraisers/[fundraiserSlug]/qr.png/route';
import { GET as fundraiserQrSvg } from '@/app/(shop)/fundraisers/[fundraiserSlug]/qr.svg/route';
import { getEnv } from '@/env';
import { shareKitUrls, shareLinks, shareMessages, sharePlanSentences, type SharePlan } from '@/lib/share-kit';
import { getDb } from '@/server/db';
import { users } from '@/server/db/schema';
import { getFundraiserShareKitUrls } from '@/server/share-kit/urls';
import { createUser } from '../support/auth';
import { createCampaignWithFundraiser, createProduct } from '../support/shop';
import { setFundraiserPage } from '../support/pages';

type Handler<K extends string> = (
  request: Request,
  context: { params: Promise<Record<K, string>> },
) => Promise<Response>;

const fundraiserRoute = (handler: Handler<'fundraiserSlug'>, slug: string) =>
  handler(new Request(`http://localhost:3000/fundraisers/${slug}/x`), {
    params: Promise.resolve({ fundraiserSlug: slug }),
  });
const campaignRoute = (handler: Handler<'campaignSlug'>, slug: string) =>
  handler(new Request(`http://localhost:3000/campaigns/${slug}/x`), {
    params: Promise.resolve({ campaignSlug: slug }),
  });

/** Reads a QR code from any image sharp understands (PNG, or SVG rasterised). */
async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

let campaignSlug: string;

beforeAll(async () => {
  const beans = await createProduct({ name: 'Share Kit Beans', priceCents: 1850 });
  const setup = await createCampaignWithFundraiser([beans.id], { slug: 'kit-drive', goalAmountCents: 100_000 });
  campaignSlug = setup.campaign.slug!;
  const db = await getDb();
  await db.update(users).set({ displayName: 'Ava Kit' }).where(eq(users.id, setup.fundraiser.id));
  await setFundraiserPage(setup.fundraiser.id, setup.campaign.id, {
    isPublic: true,
    slug: 'ava-kit',
    goalAmountCents: 20_000,
  });
  await createUser({ displayName: 'Private Pat', isPublic: false, landingPageSlug: 'private-kit' });
});

describe('GET /fundraisers/{slug}/qr.png and qr.svg', () => {
  it('answers a PNG whose code is the page URL with ?src=qr, saved under a sensible name', async () => {
    const response = await fundraiserRoute(fundraiserQrPng, 'ava-kit');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="steam-and-grind-fundraiser-ava-kit-qr.png"',
    );
    const decoded = await decodeQr(Buffer.from(await response.arrayBuffer()));
    expect(decoded).toBe(`${getEnv().APP_URL}/fundraisers/ava-kit?src=qr`);
  });

  it('answers an SVG carrying the same code', async () => {
    const response = await fundraiserRoute(fundraiserQrSvg, 'ava-kit');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-disposition')).toContain('steam-and-grind-fundraiser-ava-kit-qr.svg');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<script|href=/i);
    expect(await decodeQr(Buffer.from(svg))).toBe(`${getEnv().APP_URL}/fundraisers/ava-kit?src=qr`);
  });

  it.each([
    ['a private page', 'private-kit'],
    ['an unknown page', 'nobody-here'],
    ['something that cannot be a slug', '..%2Fetc'],
  ])('answers 404 for %s, as the page does', async (_what, slug) => {
    for (const handler of [fundraiserQrPng, fundraiserQrSvg, fundraiserCard]) {
      const response = await fundraiserRoute(handler, slug);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    }
  });
});

describe('GET /campaigns/{slug}/qr.png and qr.svg', () => {
  it('encodes the campaign page with ?src=qr', async () => {
    const png = await campaignRoute(campaignQrPng, campaignSlug);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toContain('steam-and-grind-campaign-kit-drive-qr.png');
    expect(await decodeQr(Buffer.from(await png.arrayBuffer()))).toBe(`${getEnv().APP_URL}/campaigns/kit-drive?src=qr`);
    const svg = await campaignRoute(campaignQrSvg, campaignSlug);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await decodeQr(Buffer.from(await svg.text()))).toBe(`${getEnv().APP_URL}/campaigns/kit-drive?src=qr`);
  });

  it('answers 404 for an unknown campaign', async () => {
    for (const handler of [campaignQrPng, campaignQrSvg, campaignCard]) {
      expect((await campaignRoute(handler, 'no-such-drive')).status).toBe(404);
    }
  });
});

describe('card images', () => {
  it('draws a 1200 × 630 PNG for a fundraiser and a campaign', async () => {
    for (const response of [
      await fundraiserRoute(fundraiserCard, 'ava-kit'),
      await campaignRoute(campaignCard, campaignSlug),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });
});

describe('share kit URLs and messages', () => {
  it('gives a fundraiser the page with ?src=link, the QR PNG and the flyer at APP_URL', () => {
    const urls = getFundraiserShareKitUrls({ slug: 'ava-kit' });
    const origin = getEnv().APP_URL;
    expect(urls).toMatchObject({
      linkUrl: `${origin}/fundraisers/ava-kit?src=link`,
      qrPngUrl: `${origin}/fundraisers/ava-kit/qr.png`,
      flyerUrl: `${origin}/fundraisers/ava-kit/flyer`,
    });
  });

  it('puts the link into every message and encodes it in the sms:, mailto: and WhatsApp links', () => {
    const url = shareKitUrls({ origin: 'https://shop.example', kind: 'fundraiser', slug: 'ava-kit' }).linkUrl;
    const messages = shareMessages({ kind: 'fundraiser', name: 'Ava', campaignName: 'Band Trip', goal: '$200', url });
    for (const text of [messages.text, messages.emailBody, messages.whatsapp]) {
      expect(text).toContain(url);
      expect(text).toContain('Band Trip');
      expect(text).toContain('$200');
    }
    const links = shareLinks(messages);
    expect(links.sms).toBe(`sms:?&body=${encodeURIComponent(messages.text)}`);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(messages.whatsapp);
    expect(links.email.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(links.email.split('&body=')[1]!)).toBe(messages.emailBody);
  });
});

describe('share messages tell the campaign plan', () => {
  // Orders close Dec 18, 2026 at 8:00 PM New York time; the first pickup is Saturday Dec 19 at 10:00 AM.
  const plan: SharePlan = {
    orderDeadline: '2026-12-19T01:00:00.000Z',
    firstPickup: { kind: 'meetup', name: 'the school gym', startsAt: '2026-12-19T15:00:00.000Z' },
  };
  const now = new Date('2026-12-10T12:00:00Z');
  const url = 'https://shop.example/campaigns/oldham-soccer-fall-drive?src=link';

  it('puts the deadline and the first pickup into every message of both kinds', () => {
    for (const kind of ['campaign', 'fundraiser'] as const) {
      const messages = shareMessages({ kind, name: 'Ava', campaignName: 'Band Trip', goal: '$200', url, plan, now });
      for (const text of [messages.text, messages.emailBody, messages.whatsapp]) {
        expect(text).toContain('Orders close Dec 18.');
        expect(text).toContain('Pickup Sat, Dec 19 at the school gym.');
        expect(text).toContain(url);
      }
    }
  });

  it('keeps the text message within two SMS segments with a long campaign name, goal and link', () => {
    const messages = shareMessages({
      kind: 'campaign',
      name: 'Oldham County Youth Soccer Fall Drive',
      campaignName: 'Oldham County Youth Soccer Fall Drive',
      goal: '$12,500',
      url,
      plan,
      now,
    });
    expect(messages.text.length).toBeLessThanOrEqual(306);
    expect(messages.text).toMatch(
      /^Hi! .*Orders close Dec 18\. Pickup Sat, Dec 19 at the school gym\. Every bag helps: /,
    );
  });

  it('says nothing of a plan that is not set, and drops a deadline already passed', () => {
    const bare = shareMessages({ kind: 'campaign', name: 'Band', campaignName: 'Band', goal: null, url, now });
    expect(bare.text).toBe(
      `Hi! Band is raising money with fresh-roasted Steam & Grind coffee. Every bag helps: ${url}`,
    );
    expect(sharePlanSentences({ orderDeadline: null, firstPickup: null }, now)).toEqual([]);
    expect(sharePlanSentences(null, now)).toEqual([]);
    expect(sharePlanSentences(plan, new Date('2026-12-19T01:00:00.000Z'))).toEqual([
      'Pickup Sat, Dec 19 at the school gym.',
    ]);
  });

  it('words a delivery window as a delivery', () => {
    const delivery: SharePlan = {
      orderDeadline: null,
      firstPickup: { kind: 'delivery', name: 'East side', startsAt: '2026-12-19T15:00:00.000Z' },
    };
    expect(sharePlanSentences(delivery, now)).toEqual(['Delivery from Sat, Dec 19.']);
  });
});

describe('card photos', () => {
  it('reads a photo from the public images and refuses paths outside them', async () => {
    const { photoDataUrl } = await import('@/server/share-kit/photo');
    const photo = await photoDataUrl('/images/hero.webp', 64);
    expect(photo).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(photo!.split(',')[1]!, 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
    for (const url of ['/images/../../package.json', '/uploads/../auth-secret', 'https://example.com/a.png', null]) {
      expect(await photoDataUrl(url, 64)).toBeNull();
    }
  });
});
