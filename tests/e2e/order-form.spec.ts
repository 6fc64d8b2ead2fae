import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';
import { expect, test } from './support/fixtures';
import { waitForStreamedPage } from './support/session';

/*
 * Issue 29's paper order forms: one letter page made from the live catalogue, whose QR code decodes to the seller's
 * page. The seeded demo fundraiser and campaign (seven coffees with five options each), and a campaign of its own with
 * six coffees of three options each, long names and a full plan, all print on one page with room for buyers.
 */

const DEMO_CAMPAIGN = 'oldham-soccer-fall-drive';
const DEMO_SELLER = { slug: 'liam-carter', name: 'Liam Carter' };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A letter page less its half-inch margins, in CSS pixels: the print layout as the PDF lays it out. */
const PAPER = { width: 720, height: 960 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

type PublicProduct = { name: string; options: Array<{ grind: string; size: string; price: string }> };

async function decodeQr(image: Buffer): Promise<string | null> {
  const { width } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .resize({ width: width! * 4, kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const sidewaysScroll = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** The number of pages of a PDF: its page objects, not its page tree (`/Pages`). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

/**
 * Checks the printed form: what its QR code decodes to, every option's price in its coffee's row, one letter page,
 * and how many buyer rows are whole on it (answered).
 */
async function expectPrintedForm(
  page: Page,
  testInfo: TestInfo,
  { name, pageUrl, products }: { name: string; pageUrl: string; products: PublicProduct[] },
) {
  const form = page.getByRole('article', { name: 'Order form' });
  const prices = form.getByRole('region', { name: 'Price table' });
  for (const product of products) {
    const row = prices.getByRole('row').filter({ has: page.getByRole('rowheader', { name: product.name }) });
    for (const option of product.options) await expect(row).toContainText(`$${option.price}`);
  }
  await expect(form).toContainText('Gift for the team (no coffee needed): $');

  const qr = form.getByRole('img', { name: /^QR code for / });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const target = new URL((await decodeQr(await qr.screenshot()))!);
  expect(`${target.origin}${target.pathname}`).toBe(pageUrl);
  // Marked like every share-kit QR code: orders from it count as coming from the QR code.
  expect(target.searchParams.get('src')).toBe('qr');

  await page.screenshot({ path: testInfo.outputPath(`${name}-screen.png`), fullPage: true });
  await page.setViewportSize(PAPER);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print order form' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath(`${name}-print.png`), fullPage: true });
  const pdf = await page.pdf({ format: 'Letter', path: testInfo.outputPath(`${name}.pdf`) });
  expect(pageCount(pdf)).toBe(1);
  // The buyers' rows that are whole inside the page: the rest wrap out of sight.
  const wholeRows = await page.locator('[data-buyer-rows]').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return [...list.querySelectorAll('[data-buyer-row]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.left >= box.left - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    }).length;
  });
  const article = await form.boundingBox();
  expect(article!.height).toBeLessThanOrEqual(PAPER.height);
  return wholeRows;
}

test.describe('paper order forms', () => {
  test('a seeded fundraiser’s form: the seller, the coffees with their option prices, the plan, one page', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const products = (await ok(
      await page.request.get(`/_api/campaign/products?campaignSlug=${DEMO_CAMPAIGN}`),
    )) as PublicProduct[];
    expect(products.length).toBeGreaterThan(0);

    await page.goto(`/fundraisers/${DEMO_SELLER.slug}/order-form`);
    const form = page.getByRole('article', { name: 'Order form' });
    await expect(form.getByRole('heading', { level: 1, name: 'Oldham County Youth Soccer Fall Drive' })).toBeVisible();
    await expect(form).toContainText(`Seller: ${DEMO_SELLER.name}`);
    await expect(form).toContainText(`Hand this form and the money to ${DEMO_SELLER.name}.`);
    await expect(form).toContainText('Order by');
    await expect(form).toContainText('Checks payable to: Oldham County Youth Soccer');
    await expect(form.getByRole('region', { name: 'Price table' }).getByRole('row')).toHaveCount(products.length + 1);
    await expectAccessible();
    // Narrow phones: the sheet reflows, only the price table scrolls inside its own box.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await page.evaluate(sidewaysScroll), `${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`fundraiser-${width}.png`), fullPage: true });
    }
    const html = await (await page.request.get(`/fundraisers/${DEMO_SELLER.slug}/order-form`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"/);

    const rows = await expectPrintedForm(page, testInfo, {
      name: 'fundraiser',
      pageUrl: `${baseURL}/fundraisers/${DEMO_SELLER.slug}`,
      products,
    });
    expect(rows).toBeGreaterThanOrEqual(6);
  });

  test('a seeded campaign’s form: a blank for the seller and the campaign page’s QR code', async ({
    page,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const products = (await ok(
      await page.request.get(`/_api/campaign/products?campaignSlug=${DEMO_CAMPAIGN}`),
    )) as PublicProduct[];
    await page.goto(`/campaigns/${DEMO_CAMPAIGN}/order-form`);
    const form = page.getByRole('article', { name: 'Order form' });
    await expect(form).toContainText('Hand this form and the money to the seller named above.');
    await expect(form).not.toContainText(DEMO_SELLER.name);
    const rows = await expectPrintedForm(page, testInfo, {
      name: 'campaign',
      pageUrl: `${baseURL}/campaigns/${DEMO_CAMPAIGN}`,
      products,
    });
    expect(rows).toBeGreaterThanOrEqual(6);
  });

  test('an unknown page has no form', async ({ page }) => {
    for (const path of ['/fundraisers/nobody-at-all/order-form', '/campaigns/no-such-drive-anywhere/order-form']) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
    }
  });

  test('an earlier page address leads to the form at the current one; the form is cached like the page', async ({
    page,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
    const [before, after] = [`form-a-${tag}`, `form-b-${tag}`];
    await ok(
      await page.request.post('/_api/auth/register_with_password', {
        data: {
          firstName: 'Fern',
          lastName: 'Former',
          displayName: 'Fern Former',
          email: `form-${tag}@example.com`,
          password: 'Form-pass-1234',
          phone: null,
        },
      }),
      201,
    );
    const settings = (slug: string) => ({ isPublic: true, landingPageSlug: slug, goalAmount: null });
    await ok(await page.request.post('/_api/users/settings', { data: settings(before) }));
    expect((await page.request.get(`/fundraisers/${before}/order-form`)).status()).toBe(200);
    await ok(await page.request.post('/_api/users/settings', { data: settings(after) }));

    // As the flyer's: answered before the page, the query kept.
    const moved = await page.request.get(`/fundraisers/${before}/order-form?src=link`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    const location = new URL(moved.headers()['location']!, 'http://x');
    expect(`${location.pathname}${location.search}`).toBe(`/fundraisers/${after}/order-form?src=link`);
    await page.goto(`/fundraisers/${before}/order-form`);
    await expect(page).toHaveURL(new RegExp(`/fundraisers/${after}/order-form$`));
    await expect(page.getByRole('article', { name: 'Order form' })).toContainText('Seller: Fern Former');

    // The seller finds the form in their share kit, beside the flyer.
    await page.goto('/settings#share-kit');
    await waitForStreamedPage(page);
    const kit = page.getByRole('heading', { name: 'Share Kit' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
    await kit.getByRole('link', { name: 'Order form' }).click();
    await expect(page).toHaveURL(`/fundraisers/${after}/order-form`);
    await expect(page.getByRole('article', { name: 'Order form' })).toBeVisible();

    // Rendered on the first visit, then served from the page cache (another spec's order may invalidate it once).
    await expect(async () => {
      const again = await page.request.get(`/fundraisers/${after}/order-form`);
      expect(again.status()).toBe(200);
      expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    }).toPass({ timeout: 20_000 });
  });

  test('six coffees with three options each and a full plan still print on one page', async ({ page }, testInfo) => {
    test.slow();
    const baseURL = testInfo.project.use.baseURL!;
    const tag = `${testInfo.project.name}-${randomBytes(3).toString('hex')}`;
    const admin = page.request;
    await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const grinds = ['whole_bean', 'drip', 'espresso', 'french_press', 'pour_over', 'cold_brew'];
    const sizes = [
      { size: '12 oz', sizeGrams: 340 },
      { size: '2 lb', sizeGrams: 907 },
      { size: '5 lb', sizeGrams: 2268 },
    ];
    const productIds: number[] = [];
    for (let coffee = 0; coffee < 6; coffee++) {
      // Every coffee offers other grinds: eighteen kinds of bag in all, more than the price grid has columns for.
      const { product } = await ok(
        await admin.post('/_api/admin/product', {
          data: {
            name: `Order Form Single Origin Reserve Lot ${coffee + 1} ${tag}`,
            description: 'A coffee for the paper order form.',
            category: 'Single Origin',
            options: sizes.map((size, index) => ({
              grind: grinds[(coffee + index) % grinds.length],
              ...size,
              price: `${18 + coffee + index * 20}.${coffee}5`,
              cost: '6.00',
            })),
          },
        }),
        201,
      );
      productIds.push(product.id);
    }
    const slug = `order-form-${tag}`;
    const { campaign } = await ok(
      await admin.post('/_api/admin/createcampaign', {
        data: {
          name: `Order Form Drive With A Rather Long Name ${tag}`,
          slug,
          startDate: '2020-01-01',
          endDate: '2099-12-31',
          isActive: true,
          roastDate: new Date(Date.now() + 12 * DAY).toISOString().slice(0, 10),
        },
      }),
      201,
    );
    await ok(
      await admin.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds, isActive: true },
      }),
    );
    await ok(
      await admin.post('/_api/captain/campaign/plan', {
        data: {
          campaignId: campaign.id,
          orderDeadline: new Date(Date.now() + 9 * DAY).toISOString(),
          paymentInstructions: {
            methods: ['cash', 'check', 'venmo'],
            handle: `@order-form-${tag}`,
            payableTo: 'The Order Form Booster Club of the County',
            note: 'Pay your seller or bring cash or a check to the pickup; checks without a name are hard to match.',
          },
        },
      }),
    );
    for (const [index, name] of ['School gym', 'Community park shelter', 'Library parking lot'].entries()) {
      const startsAt = new Date(Date.now() + (12 + index) * DAY);
      await ok(
        await admin.post('/_api/admin/pickup-options', {
          data: {
            campaignId: campaign.id,
            kind: 'meetup',
            name,
            address: '4000 West Highway 146, Buckner, Kentucky',
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 3 * HOUR).toISOString(),
            capacity: null,
          },
        }),
        201,
      );
    }
    await page.context().clearCookies();
    const products = (await ok(
      await page.request.get(`/_api/campaign/products?campaignSlug=${slug}`),
    )) as PublicProduct[];
    expect(products.flatMap((product) => product.options)).toHaveLength(18);

    await page.goto(`/campaigns/${slug}/order-form`);
    const form = page.getByRole('article', { name: 'Order form' });
    await expect(form).toContainText('Fresh roast');
    await expect(form).toContainText('…and more on the page.');
    const rows = await expectPrintedForm(page, testInfo, {
      name: 'many',
      pageUrl: `${baseURL}/campaigns/${slug}`,
      products,
    });
    expect(rows).toBeGreaterThanOrEqual(5);

    // The campaign is this spec's own: switched off, it stays out of the other specs' lists.
    await ok(await admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    await ok(
      await admin.post('/_api/admin/campaign/update', {
        data: { id: campaign.id, name: campaign.name, slug, isActive: false },
      }),
    );
  });
});
