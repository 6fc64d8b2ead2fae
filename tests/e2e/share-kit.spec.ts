import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { waitForStreamedPage } from './support/session';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

async function decodeQr(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image, { density: 300 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A campaign of its own with two coffees and the fundraiser on its team, set up through the admin API. */
async function setUpDrive(admin: APIRequestContext, fundraiserId: number, tag: string) {
  await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { campaign } = await ok(
    await admin.post('/_api/admin/createcampaign', {
      data: {
        name: `Share Drive ${tag}`,
        slug: `share-drive-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
        goalAmount: 150_000,
      },
    }),
    201,
  );
  const { products } = await ok(await admin.get('/_api/admin/products?status=active'));
  const coffees = (products as { id: number; name: string }[]).slice(0, 2);
  await ok(
    await admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: coffees.map((p) => p.id), isActive: true },
    }),
  );
  await ok(
    await admin.post('/_api/admin/campaign/participants', { data: { campaignId: campaign.id, userId: fundraiserId } }),
  );
  return { campaign: campaign as { id: number; name: string; slug: string }, coffees };
}

/** The og:image and twitter:image of a page's HTML, each fetched: both must answer a PNG. */
async function expectCardImages(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  const twitter = html.match(/<meta name="twitter:image" content="([^"]+)"/)?.[1];
  expect(og, 'og:image').toBeTruthy();
  expect(twitter, 'twitter:image').toBeTruthy();
  for (const url of [og!, twitter!]) {
    const response = await page.request.get(url.replaceAll('&amp;', '&'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await sharp(await response.body()).metadata()).width).toBe(1200);
    // Cached like the pages: served again from Next's cache, with the pages' Cache-Control. (Other specs' orders
    // invalidate every fundraiser page, and their cards with them, at any moment: a MISS right after one is fine.)
    await expect(async () => {
      const again = await page.request.get(url.replaceAll('&amp;', '&'));
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
      expect(again.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    }).toPass({ timeout: 20_000 });
  }
  return og!;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a fundraiser downloads their QR code, copies a message and prints the flyer', async ({
  page,
  playwright,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
  const slug = `kit-${tag}`;
  const baseURL = testInfo.project.use.baseURL!;
  const { user } = await ok(
    await page.request.post('/_api/auth/register_with_password', {
      data: {
        firstName: 'Kit',
        lastName: 'Sharer',
        displayName: `Kit Sharer`,
        email: `kit-${tag}@example.com`,
        password: 'Kit-pass-1234',
        phone: null,
      },
    }),
    201,
  );
  await ok(
    await page.request.post('/_api/users/settings', {
      data: {
        isPublic: true,
        landingPageSlug: slug,
        goalAmount: 25_000,
        customMessage: 'Help our U12 team get to the state finals!',
        description: null,
      },
    }),
  );
  const admin = await playwright.request.newContext({ baseURL });
  const { campaign, coffees } = await setUpDrive(admin, user.id, tag);

  await page.goto('/settings#share-kit');
  await waitForStreamedPage(page);
  const card = page.getByRole('heading', { name: 'Share Kit' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  const qr = card.getByRole('img', { name: `QR code for ${baseURL}/fundraisers/${slug}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card).toContainText(`Share Drive ${tag}`);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath('settings-card.png') });
  // At 320 px the message cards wrap their long links instead of widening the page (issue 26: it was 373 px).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(viewport);

  // The PNG download: a sensible name, and the code opens the page marked as coming from the QR code.
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'QR code (PNG)' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`steam-and-grind-fundraiser-${slug}-qr.png`);
  expect(await decodeQr(await readFile(await png.path()))).toBe(`${baseURL}/fundraisers/${slug}?src=qr`);
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'QR code (SVG)' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`steam-and-grind-fundraiser-${slug}-qr.svg`);
  expect(await decodeQr(await readFile(await svg.path()))).toBe(`${baseURL}/fundraisers/${slug}?src=qr`);

  // Messages: copied with a toast, and opened ready to send.
  const link = `${baseURL}/fundraisers/${slug}?src=link`;
  await card.getByRole('button', { name: 'Copy the text message' }).click();
  await expect(page.getByText('Message copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(link);
  expect(copied).toContain(`Share Drive ${tag}`);
  expect(copied).toContain('$250');
  await expect(card.getByRole('link', { name: 'Open in Messages' })).toHaveAttribute(
    'href',
    `sms:?&body=${encodeURIComponent(copied)}`,
  );
  await expect(card.getByRole('link', { name: 'Open in e-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
  const whatsapp = await card.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href');
  expect(new URL(whatsapp!).origin).toBe('https://wa.me');
  expect(new URL(whatsapp!).searchParams.get('text')).toContain(link);
  await expectAccessible();

  // The flyer: photo or initials, name, message, goal, the campaign's coffees with prices, the QR code.
  await card.getByRole('link', { name: 'Printable flyer' }).click();
  await expect(page).toHaveURL(`/fundraisers/${slug}/flyer`);
  const flyer = page.getByRole('article', { name: 'Flyer' });
  await expect(flyer.getByRole('heading', { level: 1, name: 'Support Kit Sharer' })).toBeVisible();
  await expect(flyer).toContainText('Help our U12 team get to the state finals!');
  await expect(flyer).toContainText('Our goal: $250');
  for (const coffee of coffees)
    await expect(flyer.getByRole('listitem').filter({ hasText: coffee.name })).toHaveText(/\$\d+\.\d\d$/);
  const flyerQr = flyer.getByRole('img', { name: /^QR code for / });
  await expect.poll(() => flyerQr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('flyer.png'), fullPage: true });
  await expectAccessible();
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('flyer-print.png'), fullPage: true });
  await expect(page.getByRole('button', { name: 'Print flyer' })).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter', path: testInfo.outputPath('flyer.pdf') });
  // One letter page.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

  // Their own public page leads to the kit; the card images answer PNGs.
  await page.goto(`/fundraisers/${slug}`);
  await expect(page.getByRole('link', { name: 'Your share kit' })).toHaveAttribute('href', '/settings#share-kit');
  const og = await expectCardImages(page, `/fundraisers/${slug}`);
  const image = await page.request.get(og);
  await page.goto(og);
  await page.screenshot({ path: testInfo.outputPath('card.png') });
  expect(image.status()).toBe(200);
  await expectCardImages(page, `/campaigns/${campaign.slug}`);

  // A visitor sees no kit entry on the same (cached) page.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${baseURL}/fundraisers/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Kit Sharer' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Your share kit' })).toHaveCount(0);
  await visitor.close();

  // A page made private takes its QR code and flyer with it (the cached answers are invalidated).
  await ok(await page.request.post('/_api/users/settings', { data: { isPublic: false, landingPageSlug: slug } }));
  for (const path of ['qr.svg', 'qr.png', 'card.png', 'flyer']) {
    expect((await page.request.get(`/fundraisers/${slug}/${path}`)).status(), path).toBe(404);
  }
  expect((await page.request.get(`/campaigns/no-such-drive-${tag}/qr.png`)).status()).toBe(404);
  await admin.dispose();
});

test('a captain reaches the campaign’s share kit from team management', async ({ page, adminPage }, testInfo) => {
  void adminPage; // signed in as the e2e admin, who manages every campaign
  const baseURL = testInfo.project.use.baseURL!;
  // The demo campaign by its slug: the admin list is paged, newest first, and other specs add campaigns.
  const drive = (await ok(await page.request.get('/_api/campaign/leaderboard?campaignSlug=oldham-soccer-fall-drive')))
    .campaign as { id: number };
  await page.goto(`/captain/team-management?campaign=${drive.id}`);
  await waitForStreamedPage(page);
  const card = page
    .getByRole('heading', { name: 'Campaign Share Kit' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(
    card.getByRole('img', { name: `QR code for ${baseURL}/campaigns/oldham-soccer-fall-drive` }),
  ).toBeVisible();
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'QR code (PNG)' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('steam-and-grind-campaign-oldham-soccer-fall-drive-qr.png');
  expect(await decodeQr(await readFile(await png.path()))).toBe(`${baseURL}/campaigns/oldham-soccer-fall-drive?src=qr`);
  // At 320 px the message cards wrap their long links instead of widening the page (issue 26: it was 383 px).
  await page.setViewportSize({ width: 320, height: 700 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await card.getByRole('link', { name: 'Printable flyer' }).click();
  await expect(page.getByRole('article', { name: 'Flyer' })).toContainText('Oldham County Youth Soccer Fall Drive');
});
