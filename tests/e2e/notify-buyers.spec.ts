import { randomBytes } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { signIn, waitForStreamedPage } from './support/session';
import { expect, test } from './support/fixtures';

/*
 * The "Tell buyers" card above the fulfilment sheet (issue 25): a captain sends payment reminders and "ready for
 * pickup" from their campaign's sheet, each behind a confirmation, and the toast says how many were written to and
 * how many skipped. A second press sends nothing more. Phone first: no sideways scroll at 390 and 320 px.
 */

const PASSWORD = 'Notify-e2e-pass-1';
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} → ${answered.status()} ${await answered.text()}`).toBe(true);
  return answered.json();
}

async function setUp(baseURL: string, run: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  const people: APIRequestContext[] = [admin];
  try {
    await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
    const captainContext = await playwrightRequest.newContext({ baseURL });
    people.push(captainContext);
    const email = `notify-captain-${run}@example.com`;
    const { user } = await ok(
      captainContext.post('/_api/auth/register_with_password', {
        data: { email, password: PASSWORD, displayName: `Captain ${run}`, firstName: 'Cap', lastName: 'Tain' },
      }),
    );
    await ok(admin.post('/_api/admin/user/update-role', { data: { userId: user.id, newRole: 'fundraiser_captain' } }));
    const { products } = (await ok(admin.get('/_api/admin/products?status=active'))) as {
      products: Array<{ id: number }>;
    };
    const name = `Notify Drive ${run}`;
    const { campaign } = await ok(
      admin.post('/_api/admin/createcampaign', {
        data: {
          name,
          slug: `notify-${run}`,
          startDate: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
          endDate: '2030-12-31',
          captainId: user.id,
          isActive: true,
        },
      }),
    );
    await ok(
      admin.post('/_api/admin/campaign/products', {
        data: { campaignId: campaign.id, productIds: [products[0]!.id], isActive: true },
      }),
    );
    for (const buyer of ['Gus Buyer', 'Hal Buyer'])
      await ok(
        admin.post('/_api/products/order', {
          data: {
            customerName: buyer,
            customerEmail: `${buyer.split(' ')[0]!.toLowerCase()}-${run}@example.com`,
            campaignId: campaign.id,
            items: [{ productId: products[0]!.id, quantity: 1 }],
          },
        }),
      );
    return { campaignId: campaign.id as number, name, captain: { email, password: PASSWORD } };
  } finally {
    for (const context of people) await context.dispose();
  }
}

test.describe('tell buyers', () => {
  test.describe.configure({ mode: 'serial' });
  let setup: Awaited<ReturnType<typeof setUp>>;
  const run = randomBytes(3).toString('hex');

  test.beforeAll(async ({}, testInfo) => {
    setup = await setUp(testInfo.project.use.baseURL!, `${testInfo.project.name}-${run}`);
  });

  test('a captain reminds buyers to pay and tells them their order is ready, once', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.slow();
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/fulfilment`);
    await expect(page.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await waitForStreamedPage(page);
    const card = page.getByRole('region', { name: 'Tell buyers' });
    await expect(card).toBeVisible();
    await expect(card.getByText('This campaign has no pickup options')).toBeVisible();
    expect(await page.evaluate(overflow)).toBe(0);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('card.png'), fullPage: false });

    const remind = card.getByRole('button', { name: 'Send payment reminders' });
    const box = await remind.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await remind.click();
    const dialog = page.getByRole('alertdialog', { name: 'Send payment reminders?' });
    await expect(dialog).toContainText('Buyers reminded in the last 24 hours are skipped.');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Payment reminder sent to 2 buyers.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await remind.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText(
        'Payment reminder sent to 0 buyers. 2 orders skipped: paid in full or reminded in the last 24 hours.',
      ),
    ).toBeVisible();

    await card.getByRole('button', { name: "Tell buyers it's ready" }).click();
    const ready = page.getByRole('alertdialog', { name: 'Tell buyers their order is ready?' });
    await expect(ready).toContainText('Buyers already told are skipped.');
    await ready.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Ready notice sent to 2 buyers.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('after.png'), fullPage: false });

    // Not on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(card).toBeHidden();
  });

  test('the card fits 320 px', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A narrow phone once');
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, setup.captain);
    await page.goto(`/captain/campaigns/${setup.campaignId}/fulfilment`);
    await waitForStreamedPage(page);
    await expect(page.getByRole('region', { name: 'Tell buyers' })).toBeVisible();
    expect(await page.evaluate(overflow)).toBe(0);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('card-320.png'), fullPage: false });
  });
});
