import type { APIResponse } from '@playwright/test';
import { placeOrder, uniqueEmail } from './support/checkout';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Issue 28 at 390 px: a coffee offered whole bean 12 oz and espresso 2 lb. The buyer sees roast level and notes on
 * the card, picks espresso 2 lb (its price and price per ounce follow), adds it, sees grind and size in the cart,
 * orders, and finds them on the order page. The detail page preselects whole bean 12 oz and has the grind guide.
 */

test.use({ viewport: { width: 390, height: 844 } });

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return answer.json();
}

test('a buyer picks a grind and a bag size on a phone, orders, and sees them on the order page', async ({
  page,
  playwright,
  baseURL,
  expectAccessible,
}, testInfo) => {
  test.slow();
  const name = `Options Huila ${Date.now()}-${testInfo.project.name}`;
  const admin = await playwright.request.newContext({ baseURL });
  await ok(admin.post('/_api/auth/login_with_password', { data: E2E_ADMIN }));
  const { product } = await ok(
    admin.post('/_api/admin/product', {
      data: {
        name,
        description: 'Panela and red apple.',
        category: 'Single Origin',
        options: [
          { grind: 'whole_bean', size: '12 oz', sizeGrams: 340, price: '18.00', cost: '6.00' },
          { grind: 'espresso', size: '2 lb', sizeGrams: 907, price: '42.00', cost: '15.00' },
        ],
        roastLevel: 3,
        origin: { country: 'Colombia', region: 'Huila', farm: null },
        process: 'Washed',
        tastingNotes: ['panela', 'red apple', 'cocoa', 'orange'],
      },
    }),
  );
  await admin.dispose();

  // The detail page: whole bean 12 oz preselected, the facts and the guide.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByLabel(`Grind of ${name}`)).toHaveValue('whole_bean');
  await expect(page.getByText('$18.00 · $1.50 per oz')).toBeVisible();
  await expect(page.getByText('Colombia', { exact: false }).first()).toBeVisible();
  await page.getByText('Which grind?').click();
  await expect(page.getByText('French press:')).toBeVisible();
  expect(await page.evaluate(overflow)).toBe(0);
  await expectAccessible();
  await page.screenshot({ path: testInfo.outputPath('detail-390.png'), fullPage: true });

  // The card: roast level and three notes; the pickers.
  await page.goto('/products');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Medium roast')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Tasting notes' }).getByRole('listitem')).toHaveCount(3);
  await card.getByLabel(`Grind of ${name}`).selectOption('espresso');
  await expect(card.getByLabel(`Bag size of ${name}`)).toHaveValue(String(product.options[1].id));
  await expect(card.getByText('$42.00 · $1.31 per oz')).toBeVisible();
  await expectAccessible();
  await card.screenshot({ path: testInfo.outputPath('card-390.png') });
  await card.getByRole('button', { name: `Add to Cart for ${name}, Espresso, 2 lb` }).click();

  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByText('Espresso, 2 lb · $42.00 each')).toBeVisible();
  expect(await page.evaluate(overflow)).toBe(0);

  await placeOrder(page, uniqueEmail('coffee-options'));
  const lines = page.getByRole('region', { name: 'Your coffee' });
  await expect(lines.getByText(name)).toBeVisible();
  await expect(lines.getByText('Espresso, 2 lb')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-390.png'), fullPage: true });
});
