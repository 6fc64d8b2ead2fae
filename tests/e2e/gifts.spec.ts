import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { choosePickup, fillCheckout, uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';

/*
 * Gifts (issue 29) on a phone: a buyer adds a gift for the team beside the coffee, or gives without coffee; the
 * order page shows the gift and what of the payment is a contribution to the campaign's organisation.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

async function setUpCampaign(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex');
  await ok(await request.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { campaign } = await ok(
    await request.post('/_api/admin/createcampaign', {
      data: {
        name: `Gift Drive ${tag}`,
        slug: `gift-${tag}`,
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        isActive: true,
        beneficiary: { name: 'Oldham Boosters', taxId: '61-7654321', shareIsContribution: false },
      },
    }),
    201,
  );
  const { products } = await ok(await request.get('/_api/admin/products?status=active&pageSize=100'));
  const coffee = products.find((p: { name: string }) => p.name === 'Midnight Espresso') as { id: number };
  await ok(
    await request.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [coffee.id], isActive: true },
    }),
  );
  return { slug: campaign.slug as string };
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function supportTheTeam(page: Page) {
  await page
    .getByRole('group', { name: 'Who are you supporting?' })
    .getByRole('radio', { name: /The whole team/ })
    .check();
}

async function place(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/_api/products/order') && r.status() === 201);
  await page.getByRole('region', { name: 'Checkout' }).getByRole('button', { name: 'Place Order' }).click();
  const placed = (await (await answer).json()) as { orderNumber: string; orderUrl: string; giftCents: number };
  await expect(page).toHaveURL(placed.orderUrl);
  return placed;
}

test.describe('gifts for the team', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A buyer on a phone.');
  });

  test('a buyer adds a $5 gift beside the coffee; the order page shows it and the contribution', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const campaign = await setUpCampaign(page.request);
    await page.context().clearCookies();
    await page.goto(`/campaigns/${campaign.slug}`);
    await page.getByRole('button', { name: 'Add to Cart for Midnight Espresso' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Midnight Espresso')).toBeVisible();
    await supportTheTeam(page);
    const checkout = await fillCheckout(page, uniqueEmail('gift'));
    await choosePickup(checkout);
    const pay = checkout.getByTestId('checkout-pay');
    const before = await pay.textContent();
    await checkout.getByLabel(/^Gift for the team/).fill('5');
    await expect(pay).not.toHaveText(before ?? '');
    const placed = await place(page);
    expect(placed.giftCents).toBe(500);

    const lines = page.getByRole('region', { name: 'Your coffee' });
    await expect(lines.getByText('Gift for the team')).toBeVisible();
    await expect(lines.getByText('$5.00', { exact: true })).toBeVisible();
    await expect(lines.getByText(/\$5\.00 is a contribution to Oldham Boosters \(tax ID 61-7654321\)\./)).toBeVisible();
    await expectAccessible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('gift-order-390.png'), fullPage: true });
  });

  test('a buyer gives $20 without coffee; a wrong amount is refused first', async ({ page }, testInfo) => {
    const campaign = await setUpCampaign(page.request);
    await page.context().clearCookies();
    await page.goto(`/campaigns/${campaign.slug}`);
    await supportTheTeam(page);
    const checkout = await fillCheckout(page, uniqueEmail('gift-alone'));
    await checkout.getByLabel(/^Gift for the team/).fill('2.50');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(checkout.getByText('A gift must be a whole number of dollars from $1 to $10,000.')).toBeVisible();
    await checkout.getByLabel(/^Gift for the team/).fill('20');
    const placed = await place(page);
    expect(placed.giftCents).toBe(2000);
    const gift = page.getByRole('region', { name: 'Your gift' });
    await expect(
      gift.getByText('Your $20.00 is a contribution to Oldham Boosters (tax ID 61-7654321).', { exact: false }),
    ).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('gift-alone-320.png'), fullPage: true });
  });
});
