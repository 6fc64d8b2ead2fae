import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatRoastDay, nextShopRoast } from '@/lib/coffee/roast-words';
import { E2E_ADMIN } from '../../playwright.config';
import { fillCheckout } from './support/checkout';
import { expect, test } from './support/fixtures';

/*
 * Roast dates (issue 28): the admin sets a campaign's roast day and a batch limit in the campaign dialog; the
 * campaign page says "Roasted on …"; after Place Order the order page says when the coffee will be roasted; a shop
 * buyer sees the next roast on a coffee's page. Each test makes a campaign of its own and finds it by its name.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
};

const DAY = 24 * 60 * 60 * 1000;
/** A calendar day `days` ahead ("YYYY-MM-DD"): far enough that it is still ahead on the shop's calendar. */
const daysAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A new active campaign selling Midnight Espresso, set up through the admin API; answers its id, name and slug. */
async function setUpCampaign(request: APIRequestContext, roastDate: string | null = null) {
  const tag = randomBytes(4).toString('hex');
  await ok(await request.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const name = `Roast Drive ${tag}`;
  const slug = `roast-${tag}`;
  const { campaign } = await ok(
    await request.post('/_api/admin/createcampaign', {
      data: { name, slug, startDate: '2020-01-01', endDate: '2099-12-31', isActive: true, roastDate },
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
  return { id: campaign.id as number, name, slug, coffeeId: coffee.id };
}

test.describe('roast dates', () => {
  test('the admin sets the roast day and a batch limit in the campaign dialog; the campaign page says it', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The admin dialog at 1,280 px, the page at 390 px: once.');
    // Admin dashboard, dialog, accessibility check and a public page: more than the default 30 s on a busy machine.
    test.slow();
    const campaign = await setUpCampaign(page.request);
    const roastDate = daysAhead(12);

    await page.setViewportSize({ width: 1280, height: 900 });
    await adminPage.openCampaign(campaign.name);
    await adminPage
      .row(campaign.name)
      .getByRole('button', { name: `Edit ${campaign.name}` })
      .click();
    const edit = adminPage.dialog('Edit Campaign');
    await edit.getByLabel('Roast Day', { exact: true }).fill(roastDate);
    await edit.getByLabel('Max bags of Midnight Espresso').fill('40');
    await edit.getByLabel('Max lb of Midnight Espresso').fill('25');
    await edit.getByLabel('Max lb of Midnight Espresso').blur();
    await edit.getByRole('heading', { name: 'Roast day and batch limits' }).scrollIntoViewIfNeeded();
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('campaign-dialog-roast.png') });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Campaign updated successfully!')).toBeVisible();

    const details = await ok(await page.request.get(`/_api/admin/campaign/details?campaignId=${campaign.id}`));
    expect(details.campaign.roastDate).toBe(roastDate);
    // 25 lb = 11,339.8 g, to the gram.
    expect(details.campaign.caps).toEqual([{ productId: campaign.coffeeId, maxBags: 40, maxGrams: 11340 }]);

    // A buyer on a phone.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/campaigns/${campaign.slug}`);
    const plan = page.getByRole('region', { name: 'How it works' });
    await expect(plan).toContainText(`Roasted on ${formatRoastDay(roastDate)}`);
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('campaign-page-roast-390.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(plan).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(0);
  });

  test('after Place Order the order page says when the coffee will be roasted', async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A buyer on a phone.');
    const roastDate = daysAhead(9);
    const campaign = await setUpCampaign(page.request, roastDate);
    await page.context().clearCookies();

    await page.goto(`/campaigns/${campaign.slug}`);
    await page.getByRole('button', { name: 'Add to Cart for Midnight Espresso' }).click();
    await expect(page.getByRole('region', { name: 'Your Cart' }).getByText('Midnight Espresso')).toBeVisible();
    await page
      .getByRole('group', { name: 'Who are you supporting?' })
      .getByRole('radio', { name: /The whole team/ })
      .check();
    const checkout = await fillCheckout(page, `roast-${Date.now()}@example.com`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/_api/products/order') && r.status() === 201);
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    const placed = (await (await answer).json()) as { orderNumber: string; orderUrl: string; roastDate: string };
    expect(placed.roastDate).toBe(roastDate);

    await expect(page).toHaveURL(placed.orderUrl);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` })).toBeVisible();
    await expect(page.getByText(`Will be roasted on ${formatRoastDay(roastDate)}`)).toBeVisible();
    await expectAccessible();
    expect(await noSidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('order-page-roast-390.png'), fullPage: true });
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await noSidewaysScroll(page)).toBe(0);
  });

  test('a coffee’s page tells a shop buyer the next roast and the last day to order for it', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'A buyer on a phone.');
    const products = (await ok(await page.request.get('/_api/products'))) as Array<{ id: number; name: string }>;
    const coffee = products.find((p) => p.name === 'Midnight Espresso')!;
    await page.goto(`/products/${coffee.id}`);
    // The demo shop roasts on Tuesdays and Fridays: an order placed today is roasted on the first after today.
    const expected = nextShopRoast([2, 5])!;
    const nextRoast = page.locator('[data-next-roast]');
    await expect(nextRoast).toHaveAttribute('data-next-roast', expected.roastDate);
    await expect(nextRoast).toContainText(`${expected.text}.`);
    expect(await noSidewaysScroll(page)).toBe(0);
  });

  test('the shop’s roasting days are a card of weekday checkboxes on the shop’s plan page', async ({
    page,
    adminPage,
    expectAccessible,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'An admin page, looked at once at 1,280 and 320 px.');
    void adminPage;
    await page.goto('/admin/pickup');
    const card = page.getByRole('region', { name: 'Roasting days' });
    // Read only: other specs' shop orders take these days, so this test saves nothing.
    await expect(card.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await expect(card.getByRole('button', { name: 'Save Roasting Days' })).toBeDisabled();
    await card.getByRole('checkbox', { name: 'Tuesday' }).uncheck();
    await card.getByRole('checkbox', { name: 'Friday' }).uncheck();
    await expect(card.getByRole('alert')).toHaveText('Choose at least one roasting day.');
    await expect(card.getByRole('button', { name: 'Save Roasting Days' })).toBeDisabled();
    await card.getByRole('checkbox', { name: 'Friday' }).check();
    await expect(card.getByRole('button', { name: 'Save Roasting Days' })).toBeEnabled();
    await expect(card).toContainText(`Next shop roast: ${formatRoastDay(nextShopRoast([2, 5])!.roastDate)}`);
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('shop-roasting-1280.png') });
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await noSidewaysScroll(page)).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('shop-roasting-320.png') });
  });
});
