import type { APIResponse } from '@playwright/test';
import { choosePickup, fillCheckout, placeOrder, uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Issue 28, batch limits end to end: staff set a cap of 3 bags in the product dialog (1,280 px); a buyer on a phone
 * (390 px) sees "Only 3 left" on the campaign page, is refused 4 bags with the checkout's message, buys 3, and the
 * page then says "Sold out" with Add to Cart disabled; staff see the demand beyond the cap in Batch limits.
 */

const DAY = 86_400_000;
const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer.json();
}

test('a cap set in the product dialog shows on the campaign page, refuses beyond it, and staff see the demand', async ({
  adminPage,
  browser,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One run: it drives a 1,280 px admin and a 390 px buyer itself.');
  test.slow();
  const tag = `${Date.now()}`;
  const coffeeName = `Capped Gesha ${tag}`;
  const campaignName = `Capped Drive ${tag}`;
  const slug = `capped-drive-${tag}`;

  const admin = await playwright.request.newContext({ baseURL });
  await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { product } = await ok(
    admin.post('/_api/admin/product', {
      data: { name: coffeeName, price: '24.00', cost: '9.00', shopRoastDayCap: { maxBags: 5 } },
    }),
  );
  const { campaign } = await ok(
    admin.post('/_api/admin/createcampaign', {
      data: {
        name: campaignName,
        slug,
        startDate: new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10),
        endDate: '2030-12-31',
        isActive: true,
      },
    }),
  );
  await ok(
    admin.post('/_api/admin/campaign/products', {
      data: { campaignId: campaign.id, productIds: [product.id], isActive: true },
    }),
  );

  // Staff at 1,280 px: Edit the coffee, Roasting and limits, 3 bags for the campaign.
  const page = adminPage.page;
  await adminPage.open('products');
  await adminPage
    .row(coffeeName)
    .getByRole('button', { name: `Edit ${coffeeName}` })
    .click();
  const dialog = adminPage.dialog('Edit Product');
  await expect(dialog.getByText('Roasting and limits')).toBeVisible();
  await expect(dialog.getByLabel('Shrinkage (%)')).toHaveValue('15');
  await expect(dialog.getByLabel('Shop cap per roast day (bags)')).toHaveValue('5');
  await expect(dialog.getByTestId('shop-cap-status')).toHaveText(
    /roast: 0 bags sold, 5 left; demand beyond the cap: 0 bags\.$/,
  );
  await dialog.getByLabel(`Max bags for ${campaignName}`).fill('3');
  await dialog.getByRole('button', { name: `Save batch limit for ${campaignName}` }).click();
  await expect(page.getByText('Batch limit saved.')).toBeVisible();
  await expect(dialog.getByLabel(`Max bags for ${campaignName}`)).toHaveValue('3');
  await expectAccessible();
  await dialog.screenshot({ path: testInfo.outputPath('product-dialog-1280.png') });
  // Shrinkage and the shop cap go with the form's Update: pounds typed, whole grams stored.
  await dialog.getByLabel('Shrinkage (%)').fill('12.5');
  await dialog.getByLabel('Shop cap per roast day (lb)').fill('10');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const listed = await ok(admin.get('/_api/admin/products?pageSize=100'));
  expect(listed.products.find((each: { id: number }) => each.id === product.id)).toMatchObject({
    shrinkagePercent: 12.5,
    shopRoastDayCap: { maxBags: 5, maxGrams: 4536 },
  });

  // A buyer on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await phone.newPage();
  await buyer.goto(`/campaigns/${slug}`);
  const card = buyer.getByRole('article').filter({ has: buyer.getByRole('heading', { name: coffeeName }) });
  await expect(card.getByText('Only 3 left')).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('card-only-3-left-390.png') });
  await card.getByRole('button', { name: new RegExp(`^Add to Cart for ${coffeeName}`) }).click();
  const cart = buyer.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByText(coffeeName)).toBeVisible();
  const increase = cart.getByRole('button', { name: new RegExp(`^Increase quantity of ${coffeeName}`) });
  for (const quantity of ['2', '3', '4']) {
    await increase.click();
    await expect(cart.getByRole('group', { name: new RegExp(`^Quantity of ${coffeeName}`) })).toHaveText(quantity);
  }
  await buyer
    .getByRole('group', { name: 'Who are you supporting?' })
    .getByRole('radio', { name: /The whole team/ })
    .check();

  // Four bags are one too many: refused with the message, nothing ordered.
  const checkout = await fillCheckout(buyer, uniqueEmail('capped'));
  await choosePickup(checkout);
  const refused = buyer.waitForResponse((r) => r.url().endsWith('/_api/products/order'));
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  expect((await refused).status()).toBe(409);
  const message = `${coffeeName} is sold out for ${campaignName}.`;
  await expect(checkout.getByText(message)).toBeVisible();
  await buyer.screenshot({ path: testInfo.outputPath('refused-390.png'), fullPage: true });

  await cart.getByRole('button', { name: new RegExp(`^Decrease quantity of ${coffeeName}`) }).click();
  await expect(cart.getByRole('group', { name: new RegExp(`^Quantity of ${coffeeName}`) })).toHaveText('3');
  await placeOrder(buyer, uniqueEmail('capped'));

  // The cached page follows the order: sold out, the card still shown, Add to Cart disabled.
  await buyer.goto(`/campaigns/${slug}`);
  await expect(card.getByText('Sold out')).toBeVisible();
  await expect(card.getByRole('button', { name: `Add to Cart for ${coffeeName} (sold out)` })).toBeDisabled();
  expect(await buyer.evaluate(overflow)).toBe(0);
  await expectAccessible(buyer);
  await card.screenshot({ path: testInfo.outputPath('card-sold-out-390.png') });
  await buyer.setViewportSize({ width: 320, height: 720 });
  expect(await buyer.evaluate(overflow)).toBe(0);
  await card.screenshot({ path: testInfo.outputPath('card-sold-out-320.png') });
  await phone.close();

  // Staff: the campaign's Batch limits show the cap, 3 sold, none left, and the 4 bags refused.
  await adminPage.openCampaign(campaignName);
  await adminPage.rowAction(adminPage.row(campaignName), 'Batch limits');
  const limits = adminPage.dialog('Batch limits');
  const row = limits.getByRole('row').filter({ hasText: coffeeName });
  await expect(row).toContainText('3 bags');
  await expect(row.getByRole('cell').nth(2)).toContainText('3 bags');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Sold out');
  await expect(row.getByRole('cell').nth(4)).toContainText('4 bags');
  await expectAccessible();
  await limits.screenshot({ path: testInfo.outputPath('batch-limits-1280.png') });

  const status = await ok(admin.get(`/_api/admin/campaign/caps?campaignId=${campaign.id}`));
  expect(status.caps).toEqual([
    expect.objectContaining({ productId: product.id, soldBags: 3, remainingBags: 0, refusedBags: 4 }),
  ]);
  await admin.dispose();
});
