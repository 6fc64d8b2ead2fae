import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * Meetup mode on a phone: a captain's campaign set up through the API with two orders; the captain scans the
 * buyer's order page QR code (a PNG of the order's link, fed through the photo input as a camera-less phone would),
 * collects and hands out, and undoes it, at 390 px with the CPU slowed 4x; then the screen at 320 px.
 */

type Setup = {
  campaignId: number;
  otherCampaignId: number;
  name: string;
  captain: { email: string; password: string };
  scanned: { orderNumber: string; orderUrl: string; buyer: string; totalCents: number };
  searched: { orderNumber: string; buyer: string };
};

const PASSWORD = 'Meetup-e2e-pass-1';

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

async function setUp(baseURL: string, run: string): Promise<Setup> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const people: APIRequestContext[] = [admin];
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const captainContext = await playwrightRequest.newContext({ baseURL });
    people.push(captainContext);
    const email = `meetup-captain-${run}@example.com`;
    const { user } = await ok(
      captainContext.post('/_api/auth/register_with_password', {
        data: { email, password: PASSWORD, displayName: `Captain ${run}`, firstName: 'Mia', lastName: 'Captain' },
      }),
    );
    await ok(admin.post('/_api/admin/user/update-role', { data: { userId: user.id, newRole: 'fundraiser_captain' } }));
    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const create = async (name: string, captainId: number | null) => {
      const { campaign } = await ok(
        admin.post('/_api/admin/createcampaign', {
          data: {
            name,
            slug: `meetup-${name.split(' ')[0]!.toLowerCase()}-${run}`,
            startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
            endDate: '2030-12-31',
            captainId,
            isActive: true,
          },
        }),
      );
      await ok(
        admin.post('/_api/admin/campaign/products', {
          data: { campaignId: campaign.id, productIds: [products[0]!.id], isActive: true },
        }),
      );
      return campaign.id as number;
    };
    const name = `Gym Meetup ${run}`;
    const campaignId = await create(name, user.id);
    const otherCampaignId = await create(`Elsewhere Drive ${run}`, null);
    const order = (buyer: string, quantity: number) =>
      ok(
        admin.post('/_api/products/order', {
          data: {
            customerName: buyer,
            customerEmail: `${buyer.split(' ')[0]!.toLowerCase()}-${run}@example.com`,
            customerPhone: '(502) 555-0199',
            campaignId,
            items: [{ productId: products[0]!.id, quantity }],
          },
        }),
      );
    const scanned = await order('Grace Scanner', 2);
    const searched = await order('Hal Searcher', 1);
    return {
      campaignId,
      otherCampaignId,
      name,
      captain: { email, password: PASSWORD },
      scanned: {
        orderNumber: scanned.orderNumber,
        orderUrl: scanned.orderUrl,
        buyer: 'Grace Scanner',
        totalCents: Math.round(Number(String(scanned.total).replace(/[^0-9.]/g, '')) * 100),
      },
      searched: { orderNumber: searched.orderNumber, buyer: 'Hal Searcher' },
    };
  } finally {
    for (const context of people) await context.dispose();
  }
}

/** Every element's box is at least 44 px high and wide (the phone's touch targets). */
async function expectTouchTargets(targets: Locator[]) {
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(box!.height, `${target} height`).toBeGreaterThanOrEqual(44);
    expect(box!.width, `${target} width`).toBeGreaterThanOrEqual(44);
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

async function meetupCard(page: Page, campaignId: number, orderNumber: string) {
  const response = await page.request.get(`/_api/captain/meetup/orders?campaignId=${campaignId}&q=${orderNumber}`);
  expect(response.status()).toBe(200);
  return (await response.json()).orders[0] as { handedOut: boolean; collectedCents: number; outstandingCents: number };
}

test.describe('meetup mode', () => {
  test.describe.configure({ mode: 'serial' });
  let setup: Setup;
  const run = randomBytes(3).toString('hex');

  test.beforeAll(async ({}, testInfo) => {
    setup = await setUp(testInfo.project.use.baseURL!, `${testInfo.project.name}-${run}`);
  });

  test.beforeEach(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'Meetup mode is a phone screen: its tests run at phone width');
  });

  test('a captain scans the order QR from a photo, collects and hands out, and undoes it (CPU 4x slower)', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/meetup`);
    await waitForStreamedPage(page);
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(setup.searched.buyer) })).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Scan QR' }).click();
    const photo = page.getByLabel('or choose a photo of the code');
    await expect(photo).toBeAttached();
    const png = await QRCode.toBuffer(setup.scanned.orderUrl, { type: 'png', width: 360, margin: 4 });
    await photo.setInputFiles({ name: 'order-qr.png', mimeType: 'image/png', buffer: png });

    const panel = page.getByRole('region', { name: setup.scanned.buyer });
    await expect(panel.getByRole('heading', { level: 2, name: setup.scanned.buyer })).toBeFocused();
    await expect(panel).toContainText(setup.scanned.orderNumber);
    await expect(panel).toContainText('2 bags');
    const due = `$${(setup.scanned.totalCents / 100).toFixed(2)}`;
    const collectButton = panel.getByRole('button', { name: `Collect ${due} and hand out` });
    await expect(collectButton).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expectTouchTargets([
      collectButton,
      panel.getByRole('button', { name: 'Hand out without payment…' }),
      panel.getByRole('button', { name: 'Back to the list' }),
      panel.locator('label').filter({ hasText: 'Venmo' }),
    ]);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('meetup-order.png'), fullPage: true });

    await collectButton.click();
    await expect(page.getByText(`${due} collected; order ${setup.scanned.orderNumber} handed out.`)).toBeVisible();
    await expect(panel.getByText('Handed out', { exact: true })).toBeVisible();
    expect(await meetupCard(page, setup.campaignId, setup.scanned.orderNumber)).toMatchObject({
      handedOut: true,
      collectedCents: setup.scanned.totalCents,
      outstandingCents: 0,
    });
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('meetup-handed-out.png'), fullPage: true });

    // Undo from the card.
    const undoButton = panel.getByRole('button', { name: 'Undo' });
    await expectTouchTargets([undoButton]);
    await undoButton.click();
    await expect(page.getByText(`Undone: order ${setup.scanned.orderNumber} is no longer handed out.`)).toBeVisible();
    await expect(collectButton).toBeVisible();
    expect(await meetupCard(page, setup.campaignId, setup.scanned.orderNumber)).toMatchObject({
      handedOut: false,
      collectedCents: 0,
    });

    // Again, undone from the toast's own Undo this time.
    await collectButton.click();
    const toastUndo = page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' });
    await expectTouchTargets([toastUndo]);
    await toastUndo.click();
    await expect(collectButton).toBeVisible();
    await expect
      .poll(async () => (await meetupCard(page, setup.campaignId, setup.scanned.orderNumber)).collectedCents)
      .toBe(0);
  });

  test('at 320 px: search, an unpaid hand-out behind a warning, no sideways scroll, 44 px targets', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/meetup`);
    await waitForStreamedPage(page);
    await expectNoSidewaysScroll(page);
    await expectTouchTargets([
      page.getByRole('link', { name: 'Back to the fulfilment sheet' }),
      page.getByLabel('Pickup option'),
      page.getByLabel('Find an order'),
      page.getByRole('button', { name: 'Scan QR' }),
    ]);

    await page.getByLabel('Find an order').fill('555 0199');
    await expect(page.getByRole('button', { name: new RegExp(setup.scanned.buyer) })).toBeVisible();
    await page.getByLabel('Find an order').fill('hal sea');
    const card = page.getByRole('button', { name: new RegExp(setup.searched.buyer) });
    await expect(page.getByRole('list', { name: 'Orders found' }).getByRole('listitem')).toHaveCount(1);
    await expectTouchTargets([card]);
    await card.click();

    const panel = page.getByRole('region', { name: setup.searched.buyer });
    await panel.getByRole('button', { name: 'Hand out without payment…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hand out unpaid?' });
    await expect(dialog).toContainText('is still owed');
    await expectAccessible();
    await expectTouchTargets([dialog.getByRole('button', { name: 'Hand out unpaid' })]);
    await dialog.getByRole('button', { name: 'Hand out unpaid' }).click();
    await expect(panel.getByText('Handed out', { exact: true })).toBeVisible();
    await expect(page.getByText(/still owed\.$/)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('meetup-320.png'), fullPage: true });
  });

  test("another campaign's meetup mode is a 404 for the captain; staff open it from /admin", async ({ page }) => {
    await signIn(page, setup.captain);
    const refused = await page.goto(`/captain/campaigns/${setup.otherCampaignId}/meetup`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();

    await signIn(page, E2E_ADMIN);
    await page.goto(`/admin/campaigns/${setup.otherCampaignId}/meetup`);
    await expect(page.getByRole('heading', { level: 1, name: /^Elsewhere Drive/ })).toBeVisible();
  });
});
